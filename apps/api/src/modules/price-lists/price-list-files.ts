import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SheetCell, SheetHeading } from './price-list-sheet.ts';

/** What a price list is made from. */
export interface PriceListSource {
  /** The list's code: one file per code is kept. */
  code: string;
  /** Names the data the file shows (the catalogue's version, the site's address): a file of another key is out of date. */
  key: string;
  heading: SheetHeading;
  /** The rows, a page at a time. */
  pages(): AsyncIterable<SheetCell[][]>;
}

/**
 * A finished file, open: another process may replace and remove it at any moment, and an open file stays readable.
 * Whoever gets it reads it to the end (`handle.createReadStream()` closes it) or closes it.
 */
export interface PriceListFile {
  handle: fs.FileHandle;
  size: number;
  /** When it was made: what its figures are as of. */
  madeAt: Date;
}

export interface PriceListFiles {
  /** A finished file of `source`'s current data, made now unless one of the same key is younger than `maxAgeMs`. */
  file(source: PriceListSource): Promise<PriceListFile>;
}

/** Stock moves with every order: a file of an unchanged catalogue is made again after this long. */
export const priceListMaxAgeMs = 15 * 60 * 1000;

/**
 * Price list files under `dir`, kept on disk between requests (a whole catalogue's file takes seconds to make).
 * In a process, concurrent requests for one list share one making, and lists are made one at a time; two
 * processes may both make a file, each into a file of its own, renamed into place when complete, so a reader never
 * sees half a file. Making a list removes its older files.
 */
export function priceListFiles(dir: string, maxAgeMs = priceListMaxAgeMs): PriceListFiles {
  const making = new Map<string, Promise<void>>();
  let queue: Promise<unknown> = Promise.resolve();

  const isFresh = (mtimeMs: number) => Date.now() - mtimeMs < maxAgeMs;

  /** The file opened, if it is there (and young enough, unless just made). */
  async function open(file: string, justMade = false): Promise<PriceListFile | null> {
    const handle = await fs.open(file).catch(() => null);
    if (!handle) return null;
    const stat = await handle.stat();
    if (justMade || isFresh(stat.mtimeMs)) return { handle, size: stat.size, madeAt: stat.mtime };
    await handle.close();
    return null;
  }

  async function make(source: PriceListSource, file: string): Promise<void> {
    await fs.mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}-${Date.now()}.partial`;
    try {
      await writeSheet(partial, source);
      await fs.rename(partial, file);
    } finally {
      await fs.rm(partial, { force: true });
    }
    const others = (await fs.readdir(dir)).filter((name) => name.startsWith(`${source.code}.`) && path.join(dir, name) !== file && !name.endsWith('.partial'));
    await Promise.all(others.map((name) => fs.rm(path.join(dir, name), { force: true })));
  }

  return {
    async file(source) {
      const file = path.join(dir, `${source.code}.${source.key}.xlsx`);
      const kept = await open(file);
      if (kept) return kept;
      let made = making.get(file);
      if (!made) {
        made = queue
          .then(async () => {
            const stat = await fs.stat(file).catch(() => null);
            if (!stat || !isFresh(stat.mtimeMs)) await make(source, file);
          })
          .finally(() => making.delete(file));
        making.set(file, made);
        queue = made.catch(() => {});
      }
      await made;
      const opened = await open(file, true);
      if (!opened) throw new Error(`The price list ${file} was replaced as soon as it was made`);
      return opened;
    },
  };
}

/** Writes the spreadsheet in its own thread (price-list-xlsx.worker.ts), handing it one page of rows at a time. */
async function writeSheet(file: string, { heading, pages }: PriceListSource): Promise<void> {
  const worker = new Worker(new URL('./price-list-xlsx.worker.ts', import.meta.url), { workerData: { file, heading } });
  // `once` rejects when the thread fails ('error'), so a failure ends the making with it.
  const reply = () => once(worker, 'message');
  try {
    for await (const page of pages()) {
      worker.postMessage(page);
      await reply();
    }
    worker.postMessage(null);
    await reply();
  } finally {
    await worker.terminate();
  }
}
