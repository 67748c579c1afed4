import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from './invoice-document.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { paymentQrPayload, paymentQrSegments } from './payment-qr.ts';
import { sampleInvoice } from './sample-invoice.ts';

describe('renderInvoicePdf', () => {
  it('prints the classic invoice: bank details, title, parties, lines, totals, words and signatures', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'АО «ТБанк», г. Москва',
      'Банк получателя',
      'БИК Сч. № 044525974 30101810145250000974',
      'ИНН 7704123450',
      'КПП 770401001',
      '40702810500000012345',
      'Получатель',
      'Счёт на оплату № 10025 от 23 ноября 2026 г.',
      'Поставщик (Исполнитель):',
      'ООО «КрепКомплект», ИНН 7704123450, КПП 770401001, 115088, г. Москва',
      'Покупатель (Заказчик):',
      'ООО «СтройМонтаж», ИНН 5001123452, КПП 500101001',
      '№ Товары (работы, услуги) Кол-во Ед. Цена Сумма',
      '1 Болт М10х50 DIN 933 8.8 цинк Арт. DIN933-10x50-88-ZN 200 шт 14,50 2 900,00',
      'Под заказ, срок поставки 14 дней',
      '4 Доставка: курьером по Москве 1 усл. 500,00 500,00',
      'Итого: 4 680,00',
      'В том числе НДС (22 %): 843,93',
      'Всего к оплате: 4 680,00',
      'Всего наименований 4, на сумму 4 680,00 руб.',
      'Четыре тысячи шестьсот восемьдесят рублей 00 копеек',
      'Руководитель',
      'Соколов А. В.',
      'Бухгалтер',
      'Миронова Е. П.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("embeds the payment QR code: an image the size of this invoice's ST00012 code", async () => {
    const invoice = sampleInvoice();
    const pdf = Buffer.from(await renderInvoicePdf(invoice)).toString('latin1');
    const modules = QRCode.create(paymentQrSegments(paymentQrPayload(invoice)), { errorCorrectionLevel: 'M' }).modules.size;
    // One module of margin each side, four pixels a module (paymentQrPng).
    const side = (modules + 2) * 4;
    expect(pdf).toMatch(new RegExp(`/Subtype /Image[^>]*?/Width ${side}|/Width ${side}[^>]*?/Subtype /Image`));
  });

  it("names a person buyer with their phone, leaves out an unpriced delivery and prints 'Без налога (НДС)' at 0 %", async () => {
    const invoice = sampleInvoice({
      buyer: { kind: 'person', name: 'Иванов Иван Петрович', phone: '+7 (916) 555-12-34' },
      delivery: { name: 'самовывоз со склада', priceKopecks: 0 },
      vatPercent: 0,
      vatKopecks: 0,
      totalKopecks: 418_000,
    });
    const { text } = await pdfText(await renderInvoicePdf(invoice));
    expect(text).toContain('Покупатель (Заказчик): Иванов Иван Петрович, тел.: +7 (916) 555-12-34');
    expect(text).not.toContain('Доставка');
    expect(text).toContain('Без налога (НДС) -');
    expect(text).toContain('Всего наименований 3, на сумму 4 180,00 руб.');
  });

  it('continues a long table on the next page under a repeated header', async () => {
    const lines: InvoiceLine[] = Array.from({ length: 35 }, (_, index) => ({
      name: `Болт М${index + 6}х50 DIN 933 8.8 цинк`,
      article: `B-${index + 1}`,
      quantity: 10,
      unit: 'шт',
      priceKopecks: 1_000,
      sumKopecks: 10_000,
      leadTimeDays: null,
    }));
    const { pages, text } = await pdfText(await renderInvoicePdf(sampleInvoice({ lines, delivery: null, totalKopecks: 350_000, vatKopecks: 63_115 })));
    expect(pages).toBe(2);
    expect(text.split('№ Товары (работы, услуги) Кол-во Ед. Цена Сумма')).toHaveLength(3);
    expect(text).toContain('35 Болт М40х50 DIN 933 8.8 цинк');
    expect(text).toContain('Три тысячи пятьсот рублей 00 копеек');
  });
});
