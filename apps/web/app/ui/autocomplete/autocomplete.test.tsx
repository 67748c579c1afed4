import '../testing/dom-stubs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal/modal';
import { Autocomplete, type AutocompleteItem, type AutocompleteProps } from './autocomplete';

const cities: AutocompleteItem[] = [
  { code: 'msk', name: 'Москва' },
  { code: 'mur', name: 'Мурманск' },
  { code: 'spb', name: 'Санкт-Петербург' },
];

function Harness(props: Partial<AutocompleteProps>) {
  const [text, setText] = useState('');
  const items = text.trim() ? cities.filter((city) => city.name.toLowerCase().startsWith(text.trim().toLowerCase())) : [];
  return (
    <>
      <Autocomplete aria-label="Город" inputValue={text} onInputChange={setText} items={items} onSelect={() => {}} {...props} />
      <p>Снаружи</p>
    </>
  );
}

const user = userEvent;

describe('Autocomplete', () => {
  it('opens on typing and closes on a choice', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Город' });
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, 'Му');
    expect(screen.getByRole('option', { name: 'Мурманск' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Мурманск' }));
    expect(onSelect).toHaveBeenCalledWith(cities[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("speaks react-aria's own words in Russian whatever the browser's language", async () => {
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'М');
    expect(screen.getByRole('listbox').getAttribute('aria-label')).toBe('Предложения');
  });

  it('in a dialog, Escape closes the open list first and the dialog only after', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Новая организация">
        <Harness />
      </Modal>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Му');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows a notice above the items when given, and none without items', async () => {
    render(<Harness notice="Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»" />);
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Му');
    expect(screen.getByText('Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'жж');
    expect(screen.queryByText(/Точного совпадения нет/)).toBeNull();
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'М');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByText('Снаружи'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the empty text only for non-blank text with nothing found', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Город' });
    await user.type(box, 'Якутск');
    expect(screen.getByText('Ничего не найдено')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '   ');
    expect(screen.queryByText('Ничего не найдено')).toBeNull();
  });

  it('searches 350 ms after the last keystroke, once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('combobox', { name: 'Город' });
    fireEvent.change(box, { target: { value: 'М' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'Мос' } });
    act(() => void vi.advanceTimersByTime(349));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Мос');
    vi.useRealTimers();
  });

  it("while the search is pending says 'Поиск…', not the empty text", async () => {
    render(<Harness onSearch={() => {}} />);
    await user.type(screen.getByRole('combobox', { name: 'Город' }), 'Якутск');
    expect(screen.getByText('Поиск…')).toBeTruthy();
    expect(screen.queryByText('Ничего не найдено')).toBeNull();
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });
});

/** Like answers of a search: every list is made of new objects without an `id`. */
function FreshItems(props: Partial<AutocompleteProps>) {
  const [text, setText] = useState('');
  const query = text.trim().toLowerCase();
  const items = query ? cities.filter((city) => city.name.toLowerCase().startsWith(query)).map((city) => ({ ...city })) : [];
  return <Autocomplete aria-label="Город" inputValue={text} onInputChange={setText} items={items} onSelect={() => {}} {...props} />;
}

describe('Autocomplete with a replaced list', () => {
  it('keys items by their code, so a new list of new objects replaces the old one', async () => {
    render(<FreshItems />);
    const box = screen.getByRole('combobox', { name: 'Город' });
    await user.type(box, 'М');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Москва', 'Мурманск']);
    await user.type(box, 'у');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Мурманск']);
    await user.clear(box);
    await user.type(box, 'С');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Санкт-Петербург']);
  });
});

describe('Autocomplete on a phone (modal variant)', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it("opens a sheet with a search field; in 'button' mode the choice waits for 'Готово'", async () => {
    const onSelect = vi.fn();
    render(<Harness variant="modal" submitMode="button" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Город' }));
    const sheet = screen.getByRole('dialog', { name: 'Город' });
    expect(sheet.classList.contains('ui-modal--tall')).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Город' }), 'Санкт');
    await user.click(screen.getByRole('option', { name: 'Санкт-Петербург' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onSelect).toHaveBeenCalledWith(cities[2]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Named by its label, described by the choice.
    const trigger = screen.getByRole('button', { name: 'Город' });
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Санкт-Петербург');
  });

  it('opens with the search field focused, even from another dialog, and goes from it down into the results with Arrow Down', async () => {
    // As in the delivery address dialog, whose address field opens this sheet on a phone.
    render(
      <Modal open onOpenChange={() => {}} title="Новый адрес">
        <Harness variant="modal" />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Город' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Город' })));
    await user.keyboard('М');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Москва' })).toBe(document.activeElement);
  });

  it('shows an invalid box as the text box does, and puts none of the box’s own props on its button', () => {
    render(<Harness variant="modal" invalid onSearch={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Город' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.classList.contains('ui-input--invalid')).toBe(true);
    expect(trigger.hasAttribute('variant')).toBe(false);
    expect(trigger.hasAttribute('invalid')).toBe(false);
  });

  it("in 'select' mode a choice closes the sheet at once", async () => {
    const onSelect = vi.fn();
    render(<Harness variant="modal" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Город' }));
    expect(screen.queryByRole('button', { name: 'Готово' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Город' }), 'Мо');
    await user.click(screen.getByRole('option', { name: 'Москва' }));
    expect(onSelect).toHaveBeenCalledWith(cities[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
