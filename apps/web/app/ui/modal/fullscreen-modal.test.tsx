import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FullscreenModal } from './fullscreen-modal';

describe('FullscreenModal', () => {
  it('locks page scroll while open', () => {
    const { rerender } = render(
      <FullscreenModal open onOpenChange={() => {}} title="Оформление заказа">
        форма
      </FullscreenModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Оформление заказа' })).toBeTruthy();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    rerender(
      <FullscreenModal open={false} onOpenChange={() => {}} title="Оформление заказа">
        форма
      </FullscreenModal>,
    );
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('with preventClose raises onClosePrevented instead of closing', async () => {
    const onOpenChange = vi.fn();
    const onClosePrevented = vi.fn();
    render(
      <FullscreenModal open onOpenChange={onOpenChange} preventClose onClosePrevented={onClosePrevented} title="Оформление заказа">
        форма
      </FullscreenModal>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClosePrevented).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
