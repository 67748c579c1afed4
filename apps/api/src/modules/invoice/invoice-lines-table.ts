import { pluralRu } from '@store/contracts';
import type { InvoiceDocument } from './invoice-document.ts';
import { formatInvoiceAmount } from './invoice-format.ts';
import { type Pdf, page, textIn } from './invoice-pdf-layout.ts';

interface Row {
  name: string;
  /** Article and the 'под заказ' note, smaller under the name. */
  notes: string[];
  quantity: string;
  unit: string;
  price: string;
  sum: string;
}

const columns = [
  { key: 'index', title: '№', width: 25, align: 'center' },
  { key: 'name', title: 'Товары (работы, услуги)', width: 250, align: 'left' },
  { key: 'quantity', title: 'Кол-во', width: 50, align: 'right' },
  { key: 'unit', title: 'Ед.', width: 35, align: 'left' },
  { key: 'price', title: 'Цена', width: 75, align: 'right' },
  { key: 'sum', title: 'Сумма', width: 80, align: 'right' },
] as const;
const padding = 3;

const leadTimeNote = (days: number): string => `Под заказ, срок поставки ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;

/** The goods, then the delivery when it has a price: each a numbered row. */
export function invoiceRows(invoice: InvoiceDocument): Row[] {
  const goods = invoice.lines.map((item) => ({
    name: item.name,
    notes: [...(item.article ? [`Арт. ${item.article}`] : []), ...(item.leadTimeDays !== null ? [leadTimeNote(item.leadTimeDays)] : [])],
    quantity: String(item.quantity),
    unit: item.unit,
    price: formatInvoiceAmount(item.priceKopecks),
    sum: formatInvoiceAmount(item.sumKopecks),
  }));
  const { delivery } = invoice;
  if (!delivery || delivery.priceKopecks === 0) return goods;
  const price = formatInvoiceAmount(delivery.priceKopecks);
  return [...goods, { name: `Доставка: ${delivery.name}`, notes: [], quantity: '1', unit: 'усл.', price, sum: price }];
}

function cellTexts(row: Row, index: number): Record<(typeof columns)[number]['key'], string> {
  return { index: String(index + 1), name: row.name, quantity: row.quantity, unit: row.unit, price: row.price, sum: row.sum };
}

const nameWidth = columns[1].width - 2 * padding;

/** The heights of a row's name and notes: the name column is the one that wraps. */
function measure(doc: Pdf, name: string, notes: string[], bold: boolean): { nameHeight: number; height: number } {
  const nameHeight = doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(9)
    .heightOfString(name, { width: nameWidth });
  const notesHeight = notes.length ? doc.font('regular').fontSize(7.5).heightOfString(notes.join('\n'), { width: nameWidth }) : 0;
  return { nameHeight, height: nameHeight + notesHeight + 2 * padding };
}

function drawRow(doc: Pdf, y: number, texts: Record<string, string>, notes: string[], bold: boolean): number {
  const { nameHeight, height } = measure(doc, texts.name ?? '', notes, bold);

  let x = page.left;
  for (const column of columns) {
    doc.lineWidth(0.75).rect(x, y, column.width, height).stroke();
    const box = { x: x + padding, y: y + padding, width: column.width - 2 * padding };
    textIn(doc, texts[column.key] ?? '', box, { font: bold ? 'bold' : 'regular', align: bold ? 'center' : column.align });
    if (column.key === 'name' && notes.length) {
      textIn(doc, notes.join('\n'), { ...box, y: box.y + nameHeight }, { size: 7.5 });
    }
    x += column.width;
  }
  return y + height;
}

/** The lines table from `y`; it continues on a new page, header repeated, when a row would cross the bottom. */
export function drawLinesTable(doc: Pdf, invoice: InvoiceDocument, y: number): number {
  const header = Object.fromEntries(columns.map((column) => [column.key, column.title]));
  let bottom = drawRow(doc, y, header, [], true);
  invoiceRows(invoice).forEach((row, index) => {
    if (bottom + measure(doc, row.name, row.notes, false).height > page.bottom) {
      doc.addPage();
      bottom = drawRow(doc, page.top, header, [], true);
    }
    bottom = drawRow(doc, bottom, cellTexts(row, index), row.notes, false);
  });
  return bottom;
}
