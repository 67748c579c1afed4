// @vitest-environment node
// A server module: FormData, File and Request are Node's own here, as on the server (jsdom's File is not undici's).
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { type ApiAnswer, runWithApi } from '~/testing/run-with-api';
import { quickOrderAction, requireQuickOrder } from './quick-order.server';

const text = 'DIN933-8.8-ZN-M10X50\t100\nшуруп неведомый';
const lines = [
  {
    line: 1,
    query: 'DIN933-8.8-ZN-M10X50',
    quantity: 100,
    product: { id: 12, name: 'Болт DIN 933 М10х50, 8.8, цинк' },
    matches: 1,
    exact: true,
    search_url: '/search/?q=1',
  },
  { line: 2, query: 'шуруп неведомый', quantity: 1, product: null, matches: 0, exact: false, search_url: '/search/?q=2' },
];

const run = <T>(
  call: Parameters<typeof runWithApi<T>>[0],
  options: { section?: boolean; form?: [string, string][]; answer?: (path: string, body: Record<string, unknown>) => ApiAnswer },
) =>
  runWithApi(call, {
    url: 'http://shop.test/profile/quick-order/',
    settings: { profile: { quick_order: options.section ?? true } },
    form: options.form,
    answer: options.answer ?? ((path) => (path === '/QuickOrder/resolve/' ? { status: 200, result: { lines } } : { status: 200, result: {} })),
  });

describe('quickOrderAction', () => {
  it('finds the list’s products and answers its lines with the list', async () => {
    const { outcome, calls } = await run((args) => quickOrderAction(args), {
      form: [
        ['intent', 'resolve'],
        ['text', text],
      ],
    });
    expect(calls).toEqual([{ path: '/QuickOrder/resolve/', body: { text } }]);
    expect(outcome).toMatchObject({
      intent: 'resolve',
      text,
      lines: [
        { line: 1, searchUrl: '/search/?q=1' },
        { line: 2, product: null },
      ],
      failure: undefined,
    });
  });

  it('asks for a list before calling the API', async () => {
    const { outcome, calls } = await run((args) => quickOrderAction(args), {
      form: [
        ['intent', 'resolve'],
        ['text', '  \n '],
      ],
    });
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({
      init: { status: 400 },
      data: { lines: null, failure: { fieldErrors: { text: 'Вставьте список товаров: по одному в строке' } } },
    });
  });

  it('puts the ticked lines in the basket at once and opens it', async () => {
    const { outcome, calls } = await run((args) => quickOrderAction(args), {
      form: [
        ['intent', 'add'],
        ['text', text],
        ['items', '12:100'],
        ['items', '15:3'],
      ],
    });
    expect(calls).toEqual([
      {
        path: '/Basket/addList/',
        body: {
          items: [
            { id: 12, quantity: 100 },
            { id: 15, quantity: 3 },
          ],
        },
      },
    ]);
    expect(outcome.headers?.get('location')).toBe('/basket/');
  });

  it('keeps the list and its lines on the page when nothing was ticked or the basket refuses', async () => {
    const none = await run((args) => quickOrderAction(args), {
      form: [
        ['intent', 'add'],
        ['text', text],
      ],
    });
    expect(none.outcome).toMatchObject({
      init: { status: 400 },
      data: { intent: 'add', text, lines: [{ line: 1 }, { line: 2 }], failure: { formError: 'Нет найденных товаров для корзины' } },
    });

    const full = 'В корзине не больше 300 строк';
    const refused = await run((args) => quickOrderAction(args), {
      form: [
        ['intent', 'add'],
        ['text', text],
        ['items', '12:100'],
      ],
      answer: (path) => (path === '/QuickOrder/resolve/' ? { status: 200, result: { lines } } : { status: 422, result: { message: full } }),
    });
    expect(refused.outcome).toMatchObject({ init: { status: 422 }, data: { intent: 'add', lines: [{ line: 1 }, { line: 2 }], failure: { formError: full } } });
  });
});

describe('an uploaded list', () => {
  /** A form posted with a file, as the page's multipart form sends it. */
  const upload = (file: File, fields: [string, string][] = []) =>
    runWithApi((args) => quickOrderAction(args), {
      url: 'http://shop.test/profile/quick-order/',
      settings: { profile: { quick_order: true } },
      multipart: [['intent', 'resolve'], ['text', ''], ...fields, ['file', file]],
      answer: (path) => (path === '/QuickOrder/resolve/' ? { status: 200, result: { lines } } : { status: 200, result: {} }),
    });

  it('reads the first sheet’s rows as a paste from Excel, its filled cells joined by tabs', async () => {
    const workbook = await writeExcelFile(
      [
        ['DIN933-8.8-ZN-M10X50', 100],
        [null, null],
        ['гайка М10', 'DIN 934', 500],
      ],
      { sheet: 'Заказ' },
    ).toBuffer();
    const { outcome, calls } = await upload(new File([new Uint8Array(workbook)], 'заказ.xlsx'));
    expect(calls).toEqual([{ path: '/QuickOrder/resolve/', body: { text: 'DIN933-8.8-ZN-M10X50\t100\n\nгайка М10\tDIN 934\t500' } }]);
    expect(outcome).toMatchObject({ intent: 'resolve', text: 'DIN933-8.8-ZN-M10X50\t100\n\nгайка М10\tDIN 934\t500', failure: undefined });
  });

  it('refuses a file that is no workbook, or one past 1 MB, without calling the API', async () => {
    for (const [file, message] of [
      [new File(['артикул;количество'], 'заказ.csv'), 'Загрузите файл Excel (.xlsx)'],
      [new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'битый.xlsx'), 'Загрузите файл Excel (.xlsx)'],
      [new File([new Uint8Array(1024 * 1024 + 1)], 'большой.xlsx'), 'Файл больше 1 МБ'],
    ] as const) {
      const { outcome, calls } = await upload(file);
      expect(calls).toEqual([]);
      expect(outcome).toMatchObject({ init: { status: 400 }, data: { lines: null, failure: { fieldErrors: { file: message } } } });
    }
  });
});

describe('requireQuickOrder', () => {
  it('is a 404 page while the section is off', async () => {
    expect((await run(({ context }) => requireQuickOrder(context), { section: false })).outcome).toMatchObject({ init: { status: 404 } });
    expect((await run(({ context }) => requireQuickOrder(context), {})).outcome).toBeUndefined();
  });
});
