import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadPageForStaleChunk } from './lib/stale-chunk';

// A chunk Vite failed to preload after a deploy: reload instead of failing (spec §4); a repeat is let through to the error boundary.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageForStaleChunk()) event.preventDefault();
});

// The router's state changes render synchronously: with its transitions, the router's own location state rendered
// the old page once more, outside the transition, before the new one (bench/RESULTS.md, issue 11; prefetch.test.ts).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
