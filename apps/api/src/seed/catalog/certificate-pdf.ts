import PDFDocument from 'pdfkit';
import { line, page, registerFonts, textIn } from '../../modules/invoice/invoice-pdf-layout.ts';

export interface CertificateText {
  title: string;
  number: string;
  product: string;
  standard: string;
  validity: string;
}

// A fixed date: the seed is deterministic, so the same catalogue gives the same bytes.
const issuedAt = new Date('2025-02-03T00:00:00Z');

/** A one-page demo certificate of conformity for a product standard; one font, so one subset to embed. */
export async function renderCertificatePdf(text: CertificateText): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: `${text.title} № ${text.number}`, CreationDate: issuedAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);

  const box = { x: page.left, width: page.width };
  let y = page.top + 40;
  y += textIn(doc, text.title.toUpperCase(), { ...box, y }, { size: 18, align: 'center' }) + 8;
  y += textIn(doc, `№ ${text.number}`, { ...box, y }, { size: 12, align: 'center' }) + 16;
  line(doc, page.left, y, page.right, y, 1.5);
  y += 16;
  const rows: [string, string][] = [
    ['Продукция', text.product],
    ['Соответствует требованиям', text.standard],
    ['Заявитель', 'ООО «КрепКомплект», Москва'],
    ['Срок действия', text.validity],
  ];
  for (const [label, value] of rows) {
    textIn(doc, label, { x: page.left, y, width: 170 }, { size: 11 });
    y += Math.max(textIn(doc, value, { x: page.left + 180, y, width: page.width - 180 }, { size: 11 }), 14) + 10;
  }
  textIn(doc, 'Демонстрационный документ магазина', { ...box, y: page.bottom - 20 }, { size: 8, align: 'center' });

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
