import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPageForStaleChunk } from '~/lib/stale-chunk';
import { RouteErrorBoundary } from './error-page';

vi.mock('~/lib/stale-chunk', async (original) => ({ ...(await original<typeof import('~/lib/stale-chunk')>()), reloadPageForStaleChunk: vi.fn(() => true) }));

function renderFailing(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/catalog/',
      loader: () => {
        throw error;
      },
      Component: () => null,
      ErrorBoundary: RouteErrorBoundary,
    },
  ]);
  render(<Stub initialEntries={['/catalog/']} />);
}

beforeEach(() => vi.mocked(reloadPageForStaleChunk).mockClear());

describe('RouteErrorBoundary', () => {
  it('reloads the page for a chunk of an older deploy that could not be fetched', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/listing-B1x2.js'));
    await screen.findByText('Произошла непредвиденная ошибка');
    // The reload runs in an effect, which may flush after the page has shown: wait for it.
    await waitFor(() => expect(reloadPageForStaleChunk).toHaveBeenCalledTimes(1));
  });

  it('only shows the error page for any other error', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    await screen.findByText('Произошла непредвиденная ошибка');
    expect(reloadPageForStaleChunk).not.toHaveBeenCalled();
  });
});
