import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { headingRows, priceListColumns, type SheetCell, type SheetJob } from './price-list-sheet.ts';

/**
 * The thread that writes a price list's spreadsheet (price-list-files.ts starts one per file): a whole catalogue's
 * XLSX is seconds of CPU, which on the request thread would hold up every request in flight. It streams the sheet
 * to the file as rows arrive, so memory stays flat, and runs at the lowest CPU priority: requests come first.
 *
 * Messages in: a page of rows, then null. Out: 'next' after each page (the sender waits for it, so rows never pile
 * up here), then 'done' once the file is complete.
 */
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {}

const { file, heading } = workerData as SheetJob;
const port = parentPort!;

const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: headingRows + 1 }] });
sheet.columns = priceListColumns.map(({ width, numFmt }) => ({ width, ...(numFmt ? { style: { numFmt } } : {}) }));
sheet.addRow([heading.title]).font = { bold: true, size: 14 };
sheet.addRow([heading.subtitle]);
sheet.addRow([]);
const headers = sheet.addRow(priceListColumns.map((column) => column.header));
headers.font = { bold: true };
headers.commit();
sheet.autoFilter = { from: { row: headingRows + 1, column: 1 }, to: { row: headingRows + 1, column: priceListColumns.length } };

port.on('message', async (page: SheetCell[][] | null) => {
  if (page) {
    for (const cells of page) sheet.addRow(cells).commit();
    port.postMessage('next');
    return;
  }
  sheet.commit();
  await workbook.commit();
  port.postMessage('done');
});
