import { describe, expect, it } from 'vitest';
import { compileHint, compileHints } from './compile-hints';

const chunk = (fileName: string) => ({ type: 'chunk' as const, fileName, code: `/* ${fileName} */` });

// The client's entry, a route module, and a dialog only import() reaches.
const bundle = () => ({
  'entry.js': chunk('entry.js'),
  'route.js': chunk('route.js'),
  'dialog.js': chunk('dialog.js'),
  'style.css': { type: 'asset' as const, fileName: 'style.css', source: 'a{}' },
});

describe('compileHints', () => {
  type Handler = (this: { environment: { name: string } }, options: unknown, files: ReturnType<typeof bundle>) => void;
  // Called as Vite calls it, with the fields of its context and bundle that the hook reads.
  const handler = (compileHints().generateBundle as unknown as { handler: Handler }).handler;

  it("puts the hint on the first line of every chunk of the browser's build, and on no asset", () => {
    const files = bundle();
    handler.call({ environment: { name: 'client' } }, {}, files);
    expect(files['entry.js'].code).toBe(`${compileHint}\n/* entry.js */`);
    expect(files['route.js'].code).toBe(`${compileHint}\n/* route.js */`);
    expect(files['dialog.js'].code).toBe(`${compileHint}\n/* dialog.js */`);
    expect(files['style.css'].source).toBe('a{}');
  });

  it("leaves the server's build alone", () => {
    const files = bundle();
    handler.call({ environment: { name: 'ssr' } }, {}, files);
    expect(Object.values(files).some((file) => file.type === 'chunk' && file.code.startsWith(compileHint))).toBe(false);
  });
});
