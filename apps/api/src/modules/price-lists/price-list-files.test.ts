import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PriceListFile, type PriceListSource, priceListFiles } from './price-list-files.ts';
import type { SheetCell } from './price-list-sheet.ts';

describe('priceListFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-lists-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The whole file, read from its handle, which is then closed. */
  const read = async (file: PriceListFile) => {
    try {
      return await file.handle.readFile();
    } finally {
      await file.handle.close();
    }
  };

  it('keeps a file readable when another process replaces and removes it', async () => {
    const files = priceListFiles(dir);
    const file = await files.file(source('all', '1'));
    await read(await priceListFiles(dir).file(source('all', '2')));
    expect(fs.readdirSync(dir)).toEqual(['all.2.xlsx']);
    expect((await read(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  const row = (article: string): SheetCell[] => [article, 'Болт', 'Болты', 'DIN 933', 'шт', 1, 1.5, null, 10, null];

  /** A source that counts its makings, can be made to fail, and logs its start and end. */
  function source(code: string, key = '1', options: { fail?: boolean; log?: string[] } = {}) {
    const state = { makings: 0 };
    const made: PriceListSource = {
      code,
      key,
      heading: { title: `Прайс-лист: ${code}`, subtitle: 'Цены' },
      async *pages() {
        state.makings++;
        options.log?.push(`${code} start`);
        try {
          yield [row('A-1'), row('A-2')];
          if (options.fail) throw new Error('the database went away');
          yield [row('A-3')];
        } finally {
          options.log?.push(`${code} end`);
        }
      },
    };
    return Object.assign(made, { state });
  }

  it('writes every page to a finished spreadsheet under the code and key', async () => {
    const before = Date.now();
    const file = await priceListFiles(dir).file(source('all', '7'));
    expect(fs.readdirSync(dir)).toEqual(['all.7.xlsx']);
    expect(file.madeAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const bytes = await read(file);
    expect(bytes.length).toBe(file.size);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const articles: unknown[] = [];
    workbook.worksheets[0]!.eachRow((sheetRow, number) => {
      if (number > 4) articles.push(sheetRow.getCell(1).value);
    });
    expect(articles).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('makes a file once for callers that arrive together, and not again while it is fresh', async () => {
    const files = priceListFiles(dir);
    const list = source('all');
    const opened = await Promise.all([files.file(list), files.file(list), files.file(list)]);
    const bytes = await Promise.all(opened.map(read));
    expect(bytes.every((each) => each.equals(bytes[0]!))).toBe(true);
    await read(await files.file(list));
    expect(list.state.makings).toBe(1);
  });

  it('makes the file again once it is older than the limit, or of another key, and keeps only the newest', async () => {
    const stale = priceListFiles(dir, 0);
    const list = source('all');
    await read(await stale.file(list));
    await read(await stale.file(list));
    expect(list.state.makings).toBe(2);
    await read(await priceListFiles(dir).file(source('all', '2')));
    expect(fs.readdirSync(dir)).toEqual(['all.2.xlsx']);
  });

  it('makes one list at a time in a process', async () => {
    const files = priceListFiles(dir);
    const log: string[] = [];
    // Asked for together, the two are queued in whichever order their first look at the disk ends; whichever goes
    // first is made whole (its pages wait on the writing thread in between) before the other starts.
    const lists = [source('krepezh', '1', { log }), source('ankery', '1', { log })];
    await Promise.all((await Promise.all(lists.map((list) => files.file(list)))).map(read));
    const [first, second] = log[0] === 'krepezh start' ? ['krepezh', 'ankery'] : ['ankery', 'krepezh'];
    expect(log).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
  });

  it('leaves no file behind when making fails, and makes it at the next request', async () => {
    const files = priceListFiles(dir);
    await expect(files.file(source('all', '1', { fail: true }))).rejects.toThrow('the database went away');
    expect(fs.readdirSync(dir)).toEqual([]);
    await read(await files.file(source('all')));
    expect(fs.readdirSync(dir)).toEqual(['all.1.xlsx']);
  });
});
