import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { phoneMask } from '../input/mask';
import { TextInput } from '../input/text-input';
import { NativeSelect } from '../select/native-select';
import { TextArea } from '../text-area/text-area';

/** A form's three kinds of control, each showing its state next to it. */
function Form() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [material, setMaterial] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  return (
    <form>
      <TextInput aria-label="Стандарт" value={name} onValueChange={setName} />
      <TextInput aria-label="Телефон" mask={phoneMask} value={phone} onValueChange={setPhone} />
      <NativeSelect
        aria-label="Материал"
        items={[
          { code: 'steel', name: 'Сталь' },
          { code: 'brass', name: 'Латунь' },
        ]}
        value={material}
        onChange={setMaterial}
      />
      <TextArea aria-label="Комментарий" value={comment} onValueChange={setComment} />
      <output>{[name, phone, material ?? '', comment].join('|')}</output>
    </form>
  );
}

describe('what the visitor typed before the page hydrated', () => {
  it('is kept and taken into the form’s state by every kind of control', async () => {
    // The server's page, shown and typed into before its scripts ran.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const typed = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
    typed('Стандарт').value = 'DIN 933';
    typed('Телефон').value = '9161234567';
    typed('Материал').value = 'brass';
    typed('Комментарий').value = 'Доставка до 12:00';

    await act(async () => {
      render(<Form />, { container, hydrate: true });
    });

    expect(screen.getByRole('status').textContent).toBe('DIN 933|+7 (916) 123-45-67|brass|Доставка до 12:00');
    expect((screen.getByRole('textbox', { name: 'Стандарт' }) as HTMLInputElement).value).toBe('DIN 933');
    container.remove();
  });

  it('does not take a select’s empty choice for the visitor’s when its value is missing from the items', async () => {
    function Picker() {
      const [city, setCity] = useState<string | null>('spb');
      return (
        <>
          <NativeSelect aria-label="Город" items={[{ code: 'msk', name: 'Москва' }]} value={city} onChange={setCity} />
          <output>{city ?? 'нет'}</output>
        </>
      );
    }
    render(<Picker />);
    expect(screen.getByRole('status').textContent).toBe('spb');
  });
});
