import { readSheet } from 'read-excel-file/node';

/** An uploaded list: an Excel workbook of at most 1 MB (a 200-line list is a few dozen kilobytes). */
const maxBytes = 1024 * 1024;
/** An .xlsx file is a ZIP archive: it starts with 'PK\x03\x04'. */
const zipSignature = [0x50, 0x4b, 0x03, 0x04];

export const quickOrderFileMessages = {
  notExcel: 'Загрузите файл Excel (.xlsx)',
  tooBig: 'Файл больше 1 МБ',
} as const;

type CellValue = string | number | boolean | Date | null;

const cellText = (cell: CellValue) => (cell instanceof Date ? cell.toLocaleDateString('ru-RU') : cell === null ? '' : String(cell).trim());

/**
 * The first sheet of an uploaded workbook as the text a paste from Excel gives (a row a line, its filled cells joined
 * by tabs), which the list's own reading takes; or why it cannot be read.
 */
export async function sheetText(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > maxBytes) return { error: quickOrderFileMessages.tooBig };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!zipSignature.every((byte, index) => bytes[index] === byte)) return { error: quickOrderFileMessages.notExcel };
  try {
    const rows = (await readSheet(bytes)) as CellValue[][];
    return { text: rows.map((row) => row.map(cellText).filter(Boolean).join('\t')).join('\n') };
  } catch {
    return { error: quickOrderFileMessages.notExcel };
  }
}
