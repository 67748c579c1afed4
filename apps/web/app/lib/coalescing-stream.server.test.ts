import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalescing-stream.server';

function chunksOf(stream: CoalescingStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe('CoalescingStream', () => {
  it('passes a batch of pieces on as one chunk when the writer flushes', () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write(new TextEncoder().encode('<html>'));
    stream.write('<body>');
    stream.write(new Uint8Array(new TextEncoder().encode('xx<p>').buffer, 2, 3));
    expect(chunks).toEqual([]);
    stream.flush();
    expect(chunks.map(String)).toEqual(['<html><body><p>']);
  });

  it('keeps batches apart and sends what is left when the writer ends', async () => {
    const stream = new CoalescingStream();
    const chunks = chunksOf(stream);
    stream.write('shell');
    stream.flush();
    stream.write('late ');
    stream.write('boundary');
    await new Promise((resolve) => stream.end(resolve));
    expect(chunks.map(String)).toEqual(['shell', 'late boundary']);
  });
});
