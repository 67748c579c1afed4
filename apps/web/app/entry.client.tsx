import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadPageForStaleChunk } from './lib/stale-chunk';

// A chunk Vite failed to preload after a deploy: reload instead of failing (spec §4); a repeat is let through to the error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageForStaleChunk()) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
