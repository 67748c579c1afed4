import { Transform, type TransformCallback } from 'node:stream';

/**
 * Where React's server renderer writes a page: it writes in 4 KB pieces and calls `flush()` after each batch (the
 * shell, then each revealed boundary). Every piece would otherwise cross two stream conversions and a compressor
 * call on its own; joined per batch, a page travels as one or two chunks and compresses in one call.
 */
export class CoalescingStream extends Transform {
  private pieces: Buffer[] = [];

  override _transform(chunk: Buffer | Uint8Array | string, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pieces.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    callback();
  }

  /** React's signal that a batch is complete (it calls `flush` when the destination has one, as zlib streams do). */
  flush() {
    if (this.pieces.length === 0) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces);
    this.pieces = [];
    this.push(batch);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
