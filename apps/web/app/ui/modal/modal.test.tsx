import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { sheetOffset, swipeCloses } from './swipe';

describe('Modal', () => {
  it('is a named dialog that closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Создать корзину">
        тело
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Создать корзину' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('with preventClose stays open and raises onClosePrevented (Escape and the cross)', async () => {
    const onOpenChange = vi.fn();
    const onClosePrevented = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Контакты" preventClose onClosePrevented={onClosePrevented}>
        тело
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClosePrevented).toHaveBeenCalledTimes(2);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

function OpenedByHand({ named = true }: { named?: boolean }) {
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={setOpener} onClick={() => setOpen(true)}>
        Открыть
      </button>
      <button type="button">Другая</button>
      <Modal open={open} onOpenChange={setOpen} title="Быстрый просмотр" returnFocusTo={named ? opener : undefined}>
        тело
      </Modal>
    </>
  );
}

describe('Modal opened without a trigger of its own', () => {
  it('gives focus back to returnFocusTo when it closes', async () => {
    render(<OpenedByHand />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('dialog', { name: 'Быстрый просмотр' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть' }));
  });

  it('unnamed, gives focus back to what had it as it opened', async () => {
    render(<OpenedByHand named={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Открыть' }));
  });
});

describe('bottom sheet swipe', () => {
  it('does not move before 8 px, then follows the finger', () => {
    expect(sheetOffset(8)).toBe(0);
    expect(sheetOffset(20)).toBe(12);
  });

  it('closes only past 25 px', () => {
    expect(swipeCloses(25)).toBe(false);
    expect(swipeCloses(26)).toBe(true);
    expect(swipeCloses(-40)).toBe(false);
  });

  function grab() {
    return document.querySelector('.ui-modal__grab') as HTMLElement;
  }

  it('a swipe down over 25 px on the handle closes the sheet; a short one does not', () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Все корзины">
        тело
      </Modal>,
    );
    fireEvent.pointerDown(grab(), { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(grab(), { clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(grab(), { clientY: 120, pointerId: 1 });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(grab(), { clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(grab(), { clientY: 130, pointerId: 1 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
