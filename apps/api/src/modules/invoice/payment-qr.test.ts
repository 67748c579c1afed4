import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { paymentQrPayload, paymentQrPng, paymentQrSegments, st00012Payload } from './payment-qr.ts';
import { sampleInvoice } from './sample-invoice.ts';

describe('st00012Payload', () => {
  it('opens with the UTF-8 header and joins key=value pairs with |', () => {
    expect(
      st00012Payload([
        ['Name', 'ООО «Ромашка»'],
        ['Sum', 150],
      ]),
    ).toBe('ST00012|Name=ООО «Ромашка»|Sum=150');
  });

  it('keeps the separator out of values, folds line breaks and spaces, and leaves empty values out', () => {
    expect(
      st00012Payload([
        ['Name', 'ООО |Ромашка|'],
        ['KPP', null],
        ['Purpose', '  Оплата\nпо  счёту '],
        ['PayerINN', ''],
      ]),
    ).toBe('ST00012|Name=ООО Ромашка|Purpose=Оплата по счёту');
  });
});

describe('paymentQrPayload', () => {
  it("holds the seller's account, the sum in kopecks and the purpose with the invoice's number, date and VAT", () => {
    expect(paymentQrPayload(sampleInvoice())).toBe(
      [
        'ST00012',
        'Name=ООО «КрепКомплект»',
        'PersonalAcc=40702810500000012345',
        'BankName=АО «ТБанк», г. Москва',
        'BIC=044525974',
        'CorrespAcc=30101810145250000974',
        'PayeeINN=7704123450',
        'KPP=770401001',
        'Sum=468000',
        'Purpose=Оплата по счёту № 10025 от 23.11.2026, в т.ч. НДС 22 % 843,93 руб.',
        'PayerINN=5001123452',
      ].join('|'),
    );
  });

  it('says the payment bears no VAT when the rate is 0 %, and names no payer INN for a person', () => {
    const payload = paymentQrPayload(sampleInvoice({ vatPercent: 0, vatKopecks: 0, buyer: { kind: 'person', name: 'Иванов Иван', phone: null } }));
    expect(payload).toContain('|Purpose=Оплата по счёту № 10025 от 23.11.2026, НДС не облагается');
    expect(payload).not.toContain('PayerINN');
  });
});

describe('the QR code', () => {
  it('encodes the payload as one byte segment of its UTF-8 bytes, as the header ST00012 promises', () => {
    const payload = paymentQrPayload(sampleInvoice());
    const code = QRCode.create(paymentQrSegments(payload), { errorCorrectionLevel: 'M' });
    expect(code.segments).toHaveLength(1);
    expect(code.segments[0]?.mode.id).toBe('Byte');
    expect(Buffer.from(code.segments[0]?.data as Uint8Array).toString('utf8')).toBe(payload);
  });

  it('renders as a PNG', async () => {
    const png = await paymentQrPng(paymentQrPayload(sampleInvoice()));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
