import { amountInWords } from '@store/contracts/amount-in-words';
import PDFDocument from 'pdfkit';
import type { InvoiceBuyer, InvoiceDocument, SellerRequisites } from './invoice-document.ts';
import { formatInvoiceAmount, formatInvoiceDate } from './invoice-format.ts';
import { drawLinesTable, invoiceRows } from './invoice-lines-table.ts';
import { line, type Pdf, page, registerFonts, textIn } from './invoice-pdf-layout.ts';
import { paymentQrPayload, paymentQrPng } from './payment-qr.ts';

const qrSize = 100;

/** The seller's bank details box, as every Russian invoice opens: bank, БИК, accounts, ИНН/КПП, recipient. */
function drawBankBox(doc: Pdf, seller: SellerRequisites): number {
  const { left, top } = page;
  const width = page.width - qrSize - 10;
  const [labelX, valueX, right] = [left + width - 175, left + width - 135, left + width];
  const [bikRow, bankBottom, innBottom, bottom] = [top + 16, top + 40, top + 58, top + 100];
  const innMiddle = left + (labelX - left) / 2;

  doc
    .lineWidth(0.75)
    .rect(left, top, width, bottom - top)
    .stroke();
  line(doc, labelX, top, labelX, bottom);
  line(doc, valueX, top, valueX, bottom);
  line(doc, left, bankBottom, right, bankBottom);
  line(doc, labelX, bikRow, valueX, bikRow);
  line(doc, left, innBottom, labelX, innBottom);
  line(doc, innMiddle, bankBottom, innMiddle, innBottom);

  const leftWidth = labelX - left - 6;
  textIn(doc, seller.bankName, { x: left + 3, y: top + 3, width: leftWidth });
  textIn(doc, 'Банк получателя', { x: left + 3, y: bankBottom - 11, width: leftWidth }, { size: 7.5 });
  textIn(doc, 'БИК', { x: labelX + 3, y: top + 3, width: 34 });
  textIn(doc, 'Сч. №', { x: labelX + 3, y: bikRow + 3, width: 34 });
  textIn(doc, seller.bik, { x: valueX + 3, y: top + 3, width: 129 });
  textIn(doc, seller.correspondentAccount, { x: valueX + 3, y: bikRow + 3, width: 129 });

  textIn(doc, `ИНН ${seller.inn}`, { x: left + 3, y: bankBottom + 4, width: innMiddle - left - 6 });
  textIn(doc, seller.kpp ? `КПП ${seller.kpp}` : '', { x: innMiddle + 3, y: bankBottom + 4, width: labelX - innMiddle - 6 });
  textIn(doc, 'Сч. №', { x: labelX + 3, y: bankBottom + 4, width: 34 });
  textIn(doc, seller.settlementAccount, { x: valueX + 3, y: bankBottom + 4, width: 129 });
  textIn(doc, seller.name, { x: left + 3, y: innBottom + 3, width: leftWidth });
  textIn(doc, 'Получатель', { x: left + 3, y: bottom - 11, width: leftWidth }, { size: 7.5 });
  return bottom;
}

const sellerText = (seller: SellerRequisites): string =>
  [seller.name, `ИНН ${seller.inn}`, seller.kpp && `КПП ${seller.kpp}`, seller.address, seller.phone && `тел.: ${seller.phone}`].filter(Boolean).join(', ');

const buyerText = (buyer: InvoiceBuyer): string =>
  buyer.kind === 'company'
    ? [buyer.name, `ИНН ${buyer.inn}`, buyer.kpp && `КПП ${buyer.kpp}`, buyer.address, buyer.phone && `тел.: ${buyer.phone}`].filter(Boolean).join(', ')
    : [buyer.name, buyer.phone && `тел.: ${buyer.phone}`].filter(Boolean).join(', ');

function drawParty(doc: Pdf, label: string, text: string, y: number): number {
  const labelWidth = 80;
  const labelHeight = textIn(doc, label, { x: page.left, y, width: labelWidth });
  const textHeight = textIn(doc, text, { x: page.left + labelWidth, y, width: page.width - labelWidth }, { font: 'bold' });
  return y + Math.max(labelHeight, textHeight) + 8;
}

/** Итого, the VAT and the amount to pay, right-aligned under the table's last columns. */
function drawTotals(doc: Pdf, invoice: InvoiceDocument, y: number): number {
  const vatLabel = invoice.vatPercent > 0 ? `В том числе НДС (${invoice.vatPercent} %):` : 'Без налога (НДС)';
  const rows: [string, string][] = [
    ['Итого:', formatInvoiceAmount(invoice.totalKopecks)],
    [vatLabel, invoice.vatPercent > 0 ? formatInvoiceAmount(invoice.vatKopecks) : '-'],
    ['Всего к оплате:', formatInvoiceAmount(invoice.totalKopecks)],
  ];
  let bottom = y + 4;
  for (const [label, value] of rows) {
    textIn(doc, label, { x: page.left, y: bottom, width: page.width - 85 }, { font: 'bold', align: 'right' });
    textIn(doc, value, { x: page.right - 80, y: bottom, width: 77 }, { font: 'bold', align: 'right' });
    bottom += 14;
  }
  return bottom;
}

function drawSignatures(doc: Pdf, seller: SellerRequisites, y: number): void {
  const half = page.width / 2;
  const signatures: [role: string, name: string][] = [
    ['Руководитель', seller.director],
    ['Бухгалтер', seller.accountant],
  ];
  for (const [index, [role, name]] of signatures.entries()) {
    const x = page.left + index * half;
    textIn(doc, role, { x, y, width: 75 }, { font: 'bold' });
    line(doc, x + 75, y + 11, x + 150, y + 11, 0.5);
    textIn(doc, name, { x: x + 155, y, width: half - 160 });
  }
}

/** The invoice (счёт на оплату) as an A4 PDF: bank details and payment QR, parties, lines, totals, words, signatures. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const title = `Счёт на оплату № ${invoice.number} от ${formatInvoiceDate(invoice.date)}`;
  // No margins for pdfkit: every part is placed at its own coordinates, and pages break where this code says.
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: title, Author: invoice.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerFonts(doc);

  let y = drawBankBox(doc, invoice.seller);
  doc.image(await paymentQrPng(paymentQrPayload(invoice)), page.right - qrSize, page.top, { width: qrSize, height: qrSize });

  y += 24;
  y += textIn(doc, title, { x: page.left, y, width: page.width }, { font: 'bold', size: 14 }) + 4;
  line(doc, page.left, y, page.right, y, 2);
  y = drawParty(doc, 'Поставщик\n(Исполнитель):', sellerText(invoice.seller), y + 10);
  y = drawParty(doc, 'Покупатель\n(Заказчик):', buyerText(invoice.buyer), y);

  y = drawLinesTable(doc, invoice, y + 4);
  // The totals, the words and the signatures stay together: a new page when they would cross the bottom.
  if (y + 160 > page.bottom) {
    doc.addPage();
    y = page.top;
  }
  y = drawTotals(doc, invoice, y);
  // The form's fixed wording: 'наименований' whatever the count.
  const summary = `Всего наименований ${invoiceRows(invoice).length}, на сумму ${formatInvoiceAmount(invoice.totalKopecks)} руб.`;
  y += textIn(doc, summary, { x: page.left, y: y + 6, width: page.width }) + 6;
  y += textIn(doc, amountInWords(invoice.totalKopecks), { x: page.left, y, width: page.width }, { font: 'bold', size: 10 }) + 6;
  line(doc, page.left, y, page.right, y, 2);
  drawSignatures(doc, invoice.seller, y + 24);

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
