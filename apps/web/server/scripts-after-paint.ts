/** React Router's script that imports the route modules and hydrates the page; its nonce comes first. */
const moduleScriptEnd = ' type="module" async="">';
const preloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const headEnd = '</head>';
/** Bytes held back between chunks so a marker cut by a chunk's end is still found: `<script nonce="…"` and the rest fit. */
const keep = 200;
/** Where the inert copy of the module script waits for the loader. */
const inertId = 'route-modules';

/** Bytes as Latin-1 text: one character per byte, so ASCII markers can be replaced without decoding UTF-8 (a split letter stays intact). */
const asText = (bytes: Buffer) => bytes.toString('latin1');
const asBytes = (text: string) => Buffer.from(text, 'latin1');

/**
 * Runs in the page: once it has painted its first content and is parsed, preloads the route modules (low priority:
 * the images still loading come first) and runs the module script. Where the browser cannot report paints, at once.
 */
function loaderScript(hrefs: readonly string[]): string {
  // Asset paths of the build; `<` escaped all the same, so nothing in them could close the script.
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return `(function(hrefs){var painted=false,started=false;function start(){if(started||!painted||document.readyState==='loading')return;started=true;var inert=document.getElementById('${inertId}');hrefs.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;link.fetchPriority='low';document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.nonce=inert.nonce;script.textContent=inert.textContent;document.head.appendChild(script)}function paint(){painted=true;start()}if(!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)paint();else new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();paint()}}).observe({type:'paint',buffered:true});document.addEventListener('DOMContentLoaded',start)})(${list})`;
}

/**
 * Holds the page's JavaScript back until the page has painted, as the HTML streams by. The page is fully
 * server-rendered and works before hydration (links, forms), so its ~140 KB of scripts should not share a phone's
 * connection with the stylesheet, fonts and first image, nor delay their paint (decision 0010). React Router writes
 * `<link rel="modulepreload">` tags into `<head>` and a module script at the end of `<body>` that starts hydration:
 * the tags are taken out, the module script made inert (`type="text/plain"`), and a small script beside it preloads
 * and runs them after the first contentful paint. After that script the rest of the page passes untouched.
 */
export function scriptsAfterFirstPaint(): TransformStream<Uint8Array, Uint8Array> {
  const hrefs: string[] = [];
  let phase: 'head' | 'body' | 'done' = 'head';
  let held: Buffer = Buffer.alloc(0);
  const withoutPreloads = (head: Buffer) =>
    asBytes(
      asText(head).replace(preloadTag, (_tag, href: string) => {
        hrefs.push(href);
        return '';
      }),
    );

  /** The head, its preload tags taken out (and remembered); a tag cut at the end is held back. */
  function head(bytes: Buffer): Buffer[] {
    const end = bytes.indexOf(headEnd);
    if (end >= 0) {
      phase = 'body';
      return [withoutPreloads(bytes.subarray(0, end)), ...body(bytes.subarray(end))];
    }
    const open = bytes.lastIndexOf('<');
    const cut = open >= 0 && bytes.indexOf('>', open) < 0 ? open : bytes.length;
    held = bytes.subarray(cut);
    return [withoutPreloads(bytes.subarray(0, cut))];
  }

  /** The body up to and including the module script's opening tag, that tag rewritten; otherwise its last bytes held back. */
  function body(bytes: Buffer): Buffer[] {
    const at = bytes.indexOf(moduleScriptEnd);
    const start = at >= 0 ? bytes.lastIndexOf('<script', at) : -1;
    if (start < 0) {
      const cut = Math.max(0, bytes.length - keep);
      held = bytes.subarray(cut);
      return [bytes.subarray(0, cut)];
    }
    phase = 'done';
    const nonce = asText(bytes.subarray(start + '<script'.length, at));
    const rewritten = `<script${nonce}>${loaderScript(hrefs)}</script><script${nonce} type="text/plain" id="${inertId}">`;
    return [bytes.subarray(0, start), asBytes(rewritten), bytes.subarray(at + moduleScriptEnd.length)];
  }

  return new TransformStream({
    transform(chunk, controller) {
      if (phase === 'done') return controller.enqueue(chunk);
      const bytes = Buffer.concat([held, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)]);
      held = Buffer.alloc(0);
      for (const part of phase === 'head' ? head(bytes) : body(bytes)) if (part.length > 0) controller.enqueue(part);
    },
    flush(controller) {
      if (held.length > 0) controller.enqueue(held);
    },
  });
}
