import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskFirstButton } from './ask-first-button';

const question = { title: 'Удалить корзину?', description: 'Корзина «Объект» будет удалена вместе с товарами.', confirmLabel: 'Удалить', pending: false };

function renderButton(onConfirm: () => Promise<unknown>) {
  render(
    <AskFirstButton question={question} onConfirm={onConfirm}>
      Удалить
    </AskFirstButton>,
  );
}

/** Presses the button and waits for the question, whose dialog module loads on that press. */
async function ask() {
  fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
  return screen.findByRole('dialog', { name: 'Удалить корзину?' });
}

describe('AskFirstButton', () => {
  it('does nothing until the question is answered, then closes it once the action is done', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm);
    const dialog = await ask();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить' }).find((button) => dialog.contains(button))!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the question open when the action fails, so it can be tried again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('refused')));
    renderButton(onConfirm);
    const dialog = await ask();
    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить' }).find((button) => dialog.contains(button))!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // The refusal settles after the button's own handlers of it (attached first), inside act so React renders what they did.
    await act(() => onConfirm.mock.results[0]!.value.catch(() => undefined));
    expect(screen.getByRole('dialog', { name: 'Удалить корзину?' })).toBeTruthy();
  });

  it('takes «Отмена» as no', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm);
    await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
