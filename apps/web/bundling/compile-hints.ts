import type { Plugin } from 'vite';

/** Chrome's explicit compile hint (V8, Chrome 136+): a file whose first line it is gets all its functions compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** What the hint needs to know of an output chunk. */
interface Chunk {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically. */
  imports: string[];
}

/**
 * The chunks whose code runs as soon as they arrive: the entries (the client's entry and React Router's route
 * modules, loaded with a page or preloaded when a link is hovered) and every chunk they import statically. Chunks
 * reached only through `import()` (the dialogs, the combobox and the form schemas loaded when the browser is idle)
 * are libraries of which a page calls little, so they are left to V8's lazy compilation.
 */
export function chunksRunOnLoad(chunks: readonly Chunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    reached.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return reached;
}

/**
 * Marks the browser's chunks that run on load with Chrome's compile hint. V8 otherwise compiles a module's
 * functions on the page's main thread the first time each is called — a third of a second of a listing's load at 4×
 * CPU — and with the hint compiles them on a background thread while the file streams in (bench/RESULTS.md,
 * 28 November). Added last, after Vite's own additions, since the hint counts only as a file's first line; file
 * names keep their hashes (a comment does not change what a file does).
 */
export function compileHints(): Plugin {
  return {
    name: 'store:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const runOnLoad = chunksRunOnLoad(chunks);
        for (const chunk of chunks) if (runOnLoad.has(chunk.fileName)) chunk.code = `${compileHint}\n${chunk.code}`;
      },
    },
  };
}
