/**
 * Spec §4: stale chunk errors trigger a page reload. After a deploy a page still open in a browser names
 * hashed chunks that are gone; the first import of one fails. (React Router reloads by itself when a
 * route module fails to load; this covers the rest: Vite's preloads, dynamic imports, the error boundary.)
 */

/** How Chromium, Firefox and Safari word a module that could not be fetched, and Vite's CSS preload failure. */
const staleChunkPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i;

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return staleChunkPattern.test(message);
}

export const staleChunkReloadKey = 'stale-chunk-reload';
/** The same page failing again this soon after its reload is not stale: the error stays on screen. */
export const staleChunkReloadGuardMs = 10_000;

interface ReloadEnv {
  url: string;
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/** Reloads once per page: true when it did; false when this URL was just reloaded for a stale chunk (or the guard cannot be kept). */
export function reloadForStaleChunk({ url, now, storage, reload }: ReloadEnv): boolean {
  try {
    const last = JSON.parse(storage.getItem(staleChunkReloadKey) ?? 'null') as { url?: unknown; at?: unknown } | null;
    if (last?.url === url && typeof last.at === 'number' && now - last.at < staleChunkReloadGuardMs) return false;
    storage.setItem(staleChunkReloadKey, JSON.stringify({ url, at: now }));
  } catch {
    // No session storage, no guard: a reload could loop, so the error is shown instead.
    return false;
  }
  reload();
  return true;
}

/** The browser's own page, storage and clock. */
export function reloadPageForStaleChunk(): boolean {
  return reloadForStaleChunk({ url: window.location.href, now: Date.now(), storage: window.sessionStorage, reload: () => window.location.reload() });
}
