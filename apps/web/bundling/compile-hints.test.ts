import { describe, expect, it } from 'vitest';
import { chunksRunOnLoad, compileHint, compileHints } from './compile-hints';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  code: `/* ${fileName} */`,
});

// A route module and the client's entry share a chunk; the route module loads a dialog with import(), and the
// dialog imports a library no entry imports.
const bundle = () => ({
  'entry.js': chunk('entry.js', true, ['shared.js', 'react-dom.js']),
  'route.js': chunk('route.js', true, ['shared.js']),
  'shared.js': chunk('shared.js', false, ['runtime.js']),
  'runtime.js': chunk('runtime.js', false),
  'react-dom.js': chunk('react-dom.js', false),
  'dialog.js': chunk('dialog.js', false, ['shared.js', 'library.js']),
  'library.js': chunk('library.js', false),
  'style.css': { type: 'asset' as const, fileName: 'style.css', source: 'a{}' },
});

describe('chunksRunOnLoad', () => {
  it('is the entries and every chunk they import statically, however deep, not what only import() reaches', () => {
    const chunks = Object.values(bundle()).filter((file) => file.type === 'chunk');
    expect([...chunksRunOnLoad(chunks)].sort()).toEqual(['entry.js', 'react-dom.js', 'route.js', 'runtime.js', 'shared.js']);
  });
});

describe('compileHints', () => {
  type Handler = (this: { environment: { name: string } }, options: unknown, files: ReturnType<typeof bundle>) => void;
  // Called as Vite calls it, with the fields of its context and bundle that the hook reads.
  const handler = (compileHints().generateBundle as unknown as { handler: Handler }).handler;

  it("puts the hint on the first line of the browser's chunks that run on load, and nowhere else", () => {
    const files = bundle();
    handler.call({ environment: { name: 'client' } }, {}, files);
    expect(files['shared.js'].code).toBe(`${compileHint}\n/* shared.js */`);
    expect(
      Object.values(files)
        .flatMap((file) => (file.type === 'chunk' && file.code.startsWith(compileHint) ? [file.fileName] : []))
        .sort(),
    ).toEqual(['entry.js', 'react-dom.js', 'route.js', 'runtime.js', 'shared.js']);
    expect(files['dialog.js'].code).toBe('/* dialog.js */');
    expect(files['style.css'].source).toBe('a{}');
  });

  it("leaves the server's build alone", () => {
    const files = bundle();
    handler.call({ environment: { name: 'ssr' } }, {}, files);
    expect(Object.values(files).some((file) => file.type === 'chunk' && file.code.startsWith(compileHint))).toBe(false);
  });
});
