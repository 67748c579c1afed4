import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { addToast, clearToasts } from './toast-store';

describe('DeferredToaster', () => {
  afterEach(() => act(() => clearToasts()));

  it('renders nothing at first, and shows a toast raised before the page went idle at once', async () => {
    const { container } = render(
      <MemoryRouter>
        <DeferredToaster />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
    act(() => void addToast({ message: 'Заявка отправлена' }));
    // Well before the idle fallback (1 s): the raised toast itself pulls the Toaster in.
    expect(await screen.findByText('Заявка отправлена', {}, { timeout: 500 })).toBeDefined();
  });
});
