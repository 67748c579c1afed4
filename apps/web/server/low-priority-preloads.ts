const marker = 'rel="modulepreload"';
const replacement = 'rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites the page's `<link rel="modulepreload">` tags to low fetch priority as the HTML streams by.
 * React hoists them above the stylesheet, and at their default high priority ~130 KB of scripts would
 * compete with the CSS, the font and the first image on a slow phone connection; the page is fully
 * server-rendered, so scripts are never what the first paint waits for. A short tail is held back
 * between chunks so a tag split across two chunks is still found.
 */
export function lowPriorityPreloads(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let tail = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = (tail + decoder.decode(chunk, { stream: true })).replaceAll(marker, replacement);
      const keep = Math.min(text.length, marker.length - 1);
      tail = text.slice(text.length - keep);
      controller.enqueue(encoder.encode(text.slice(0, text.length - keep)));
    },
    flush(controller) {
      controller.enqueue(encoder.encode((tail + decoder.decode()).replaceAll(marker, replacement)));
    },
  });
}
