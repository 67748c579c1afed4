import type { Plugin } from 'vite';

/** Chrome's explicit compile hint (V8, Chrome 136+): a file whose first line it is gets all its functions compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Marks every chunk of the browser's build with Chrome's compile hint. V8 otherwise compiles a module's functions
 * on the page's main thread the first time each is called — a third of a second of a listing's load at 4× CPU —
 * and with the hint compiles them on a background thread while the file streams in. The modules loaded once the
 * page is up (the header's controls, the lead form, the form schemas) are marked too: lazily compiled, each one's
 * first run was a main-thread task of 30–80 ms at 4× CPU, half of it compiling (bench/RESULTS.md, 28 November).
 * Added last, after Vite's own additions, since the hint counts only as a file's first line; file names keep their
 * hashes (a comment does not change what a file does).
 */
export function compileHints(): Plugin {
  return {
    name: 'store:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = `${compileHint}\n${file.code}`;
      },
    },
  };
}
