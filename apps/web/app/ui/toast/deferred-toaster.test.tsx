import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { addToast, clearToasts } from './toast-store';

describe('DeferredToaster', () => {
  afterEach(() => {
    act(() => clearToasts());
    vi.unstubAllGlobals();
  });

  it('renders nothing at first, and shows a toast raised before the page went idle at once', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { container, unmount } = render(
      <MemoryRouter>
        <DeferredToaster />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
    act(() => void addToast({ message: 'Заявка отправлена' }));
    // The browser never goes idle here: the raised toast itself pulls the Toaster in.
    expect(await screen.findByText('Заявка отправлена')).toBeDefined();
    unmount();
  });
});
