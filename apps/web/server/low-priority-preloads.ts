const marker = 'rel="modulepreload"';
const replacement = 'rel="modulepreload" fetchpriority="low"';
const headEnd = '</head>';
/** Held back between chunks, so a tag or `</head>` split across two chunks is still found. */
const keep = Math.max(marker.length, headEnd.length) - 1;

/** Bytes as Latin-1 text: one character per byte, so ASCII markers can be replaced without decoding UTF-8 (a split letter stays intact). */
const asText = (bytes: Buffer) => bytes.toString('latin1');
const asBytes = (text: string) => Buffer.from(text, 'latin1');

/**
 * Rewrites the page's `<link rel="modulepreload">` tags to low fetch priority as the HTML streams by.
 * React hoists them above the stylesheet, and at their default high priority ~130 KB of scripts would
 * compete with the CSS, the font and the first image on a slow phone connection; the page is fully
 * server-rendered, so scripts are never what the first paint waits for. React hoists them into `<head>`, so
 * once `</head>` has passed the rest of the page (most of its bytes) goes on untouched.
 */
export function lowPriorityPreloads(): TransformStream<Uint8Array, Uint8Array> {
  let tail = '';
  let inHead = true;
  return new TransformStream({
    transform(chunk, controller) {
      if (!inHead) return controller.enqueue(chunk);
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      // Where the head ends: split between the held tail and this chunk (never whole in the tail), or in this chunk.
      const split = (tail + asText(bytes.subarray(0, keep))).indexOf(headEnd);
      const inChunk = split >= 0 ? -1 : bytes.indexOf(headEnd);
      const cut = split >= 0 ? split + headEnd.length - tail.length : inChunk >= 0 ? inChunk + headEnd.length : -1;
      if (cut > 0) {
        inHead = false;
        controller.enqueue(asBytes((tail + asText(bytes.subarray(0, cut))).replaceAll(marker, replacement)));
        tail = '';
        if (cut < bytes.length) controller.enqueue(bytes.subarray(cut));
        return;
      }
      const replaced = (tail + asText(bytes)).replaceAll(marker, replacement);
      const held = Math.min(replaced.length, keep);
      tail = replaced.slice(replaced.length - held);
      controller.enqueue(asBytes(replaced.slice(0, replaced.length - held)));
    },
    flush(controller) {
      if (tail) controller.enqueue(asBytes(tail.replaceAll(marker, replacement)));
    },
  });
}
