import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logDestination } from './log-destination.ts';

function capture(isTTY: boolean) {
  const lines: string[] = [];
  const output = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
    { isTTY },
  );
  return { output, text: () => lines.join('') };
}

describe('logDestination', () => {
  it('prints readable lines at a terminal', () => {
    const { output, text } = capture(true);
    pino(logDestination(output)).info({ port: 3000 }, 'server listening');
    const plain = stripVTControlCharacters(text());
    expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening\n\s+port: 3000\n$/);
  });

  it('prints one JSON object per line elsewhere', () => {
    const { output, text } = capture(false);
    pino(logDestination(output)).info({ port: 3000 }, 'server listening');
    expect(JSON.parse(text().trim())).toMatchObject({ level: 30, msg: 'server listening', port: 3000 });
  });
});
