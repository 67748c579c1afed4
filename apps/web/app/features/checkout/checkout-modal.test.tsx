import '~/ui/testing/dom-stubs';
import { getLocalTimeZone, today } from '@internationalized/date';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '~/ui/toast/toast-store';
import { basketStore } from '~/visitor/basket-store';
import { type FakeProduct, fakeBasketApi } from '~/visitor/basket-test-kit';
import CheckoutModal, { type CheckoutModalProps } from './checkout-modal';

const bolt: FakeProduct = { id: 7, name: 'Болт DIN 933 М10×50', orderMultiple: 10, price: 1_250 };

const envelope = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ status: status === 200 ? 'ok' : 'error', result }), { status, statusText: status === 200 ? 'OK' : 'Error' });

const guestOptions = {
  fio: '',
  email: '',
  phone: '',
  user_type: 'individual',
  location: 'Москва',
  zip: '',
  address: '',
  receiving_type: null as string | null,
  delivery_service: '',
  stock_id: null as number | null,
  payment_id: null as number | null,
  organization_id: null as number | null,
  organizations: [] as { id: number; name: string; inn: string; kpp: string }[],
  company: { company: '', director: '', inn: '', ogrn: '', kpp: '', bik: '', bank_name: '', correspondent_settlement: '', settlement_invoice: '' },
  guest: true,
  basket_revision: 'rev-1',
  goods_total: 12_500,
};

/** Days from today: the date picker opens on today's month, so the earliest days stay a week back whatever the date. */
const day = (offset: number) => today(getLocalTimeZone()).add({ days: offset }).toString();

const deliveries = {
  courier: { period: { from: 1, to: 1, unit: 'days' }, price: 50_000, description: 'Курьер магазина', date_from: day(-6), date_to: day(-6) },
  transport_company: null,
  pickup: {
    stocks: [{ id: 3, name: 'Склад Москва — Южный порт', address: 'г. Москва', work_time: 'Пн–Пт', date_from: day(-7), date_to: day(-7) }],
  },
};

const payments = [
  { id: 1, name: 'Безналичный расчёт по счёту', logo: '/payment/invoice.svg', description: '', is_default: true },
  { id: 2, name: 'Картой или наличными при получении', logo: '/payment/on-receipt.svg', description: '', is_default: false },
  { id: 3, name: 'Банковской картой онлайн', logo: '/payment/online-card.svg', description: 'Оплата картой', is_default: false },
];

type Sent = { path: string; body: Record<string, unknown>; key: string | null };

/** The checkout's API in memory: the basket kit for the basket, fixed answers for the rest, `checkout` for the order. */
function fakeCheckoutApi({
  options = guestOptions,
  unregistered = true,
  checkout = () => envelope({ order_id: 1, order_num: '2026-000042' }),
  paymentsFirst = false,
}: {
  options?: typeof guestOptions;
  unregistered?: boolean;
  checkout?: (attempt: number) => Response;
  /** The order options answer only after the payment methods were read (a slow options call on a busy server). */
  paymentsFirst?: boolean;
} = {}) {
  const basket = fakeBasketApi([bolt]);
  basket.seed(bolt, 10);
  const sent: Sent[] = [];
  const saved: { id: number; name: string; address: string; city: string; zip: string; is_default: boolean }[] = [];
  let basketReads = 0;
  let paymentsTaken = () => {};
  const paymentsRead = new Promise<void>((resolve) => {
    paymentsTaken = resolve;
  });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input)
      .replace(/^.*\/api/, '')
      .replace(/\?.*$/, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const key = new Headers(init?.headers).get('idempotency-key');
    sent.push({ path, body, key });
    if (path === '/Basket/get/') basketReads++;
    if (path === '/Order/getOrderOptions/') {
      // A macrotask after the methods were read, so the modal has taken them in before the prefill arrives.
      if (paymentsFirst) await paymentsRead.then(() => new Promise((resolve) => setTimeout(resolve, 50)));
      return envelope(options);
    }
    if (path === '/Order/getPayments/') {
      const response = envelope(payments);
      const read = response.json.bind(response);
      response.json = () => read().finally(paymentsTaken);
      return response;
    }
    if (path === '/Order/getDeliveries/') return envelope(deliveries);
    if (path === '/DeliveryAddresses/getList/') return envelope(saved);
    if (path === '/DeliveryAddresses/add/') {
      saved.push({ id: saved.length + 1, ...(body as { name: string; address: string; city: string; zip: string; is_default: boolean }) });
      return envelope(saved);
    }
    if (path === '/Dadata/findAddress/')
      return envelope([
        { value: 'ул Тверская, д 1', unrestricted_value: '125009, г Москва, ул Тверская, д 1', house: '1', postal_code: '125009', city: 'Москва' },
      ]);
    if (path === '/Order/checkUserUnregistered/') return envelope({ unregistered, email_registered: !unregistered, phone_registered: false });
    if (path === '/Order/checkout/') return checkout(sent.filter((call) => call.path === '/Order/checkout/').length);
    return basket.fetch(input, init);
  };
  return { fetch, sent, checkouts: () => sent.filter((call) => call.path === '/Order/checkout/'), basketReads: () => basketReads };
}

const settings: CheckoutModalProps['settings'] = { city: 'Москва', individualMayOrderAsLegal: true, canChooseDate: false, deliveryAddresses: true };

async function openCheckout(api: ReturnType<typeof fakeCheckoutApi>, props: Partial<CheckoutModalProps> = {}) {
  vi.stubGlobal('fetch', api.fetch);
  await act(() => basketStore.load());
  const onOrdered = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <CheckoutModal
        open
        onClose={onClose}
        settings={settings}
        user={null}
        authHref="/auth/?back=%2Fbasket%2F%3Fcheckout%3Dtrue"
        onOrdered={onOrdered}
        goodsTable={(lines) => (
          <ul aria-label="Строки корзины">
            {lines.map((line) => (
              <li key={line.bid}>{line.name}</li>
            ))}
          </ul>
        )}
        {...props}
      />
    </MemoryRouter>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Оформление заказа' });
  await within(dialog).findByRole('heading', { name: 'Мои товары' });
  return { dialog, onOrdered, onClose };
}

/** Types by pasting: what a person types, without a keystroke per character (slow in jsdom). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillGuest(dialog: HTMLElement) {
  await enter(within(dialog).getByRole('textbox', { name: /Контактное лицо/ }), 'Сидоров Пётр');
  await enter(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'petr@example.ru');
  await enter(within(dialog).getByRole('textbox', { name: /Телефон/ }), '9123456789');
  await enter(within(dialog).getByRole('combobox', { name: /Адрес доставки/ }), 'Тверская');
  await userEvent.click(await screen.findByRole('option', { name: /ул Тверская, д 1/ }));
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Подтвердить заказ' });

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

// Each test walks the whole modal (jsdom renders it slowly on a busy machine): room beyond the 5 s default.
describe('CheckoutModal', { timeout: 60_000 }, () => {
  it('keeps «Подтвердить заказ» disabled until the customer and the receiving are valid, then orders and shows the §8 text', async () => {
    const api = fakeCheckoutApi();
    const { dialog, onOrdered } = await openCheckout(api);
    expect(within(dialog).getByText('Итого с НДС')).toBeTruthy();
    // Courier is the default way; its price counts in the total (125 ₽ of goods + 500 ₽).
    const totals = within(dialog).getByRole('region', { name: 'Ваш заказ' });
    await vi.waitFor(() => expect(totals.textContent).toContain('Итого с НДС625\u00a0₽'));
    expect(submitButton(dialog).getAttribute('aria-disabled')).toBe('true');
    // Reachable, so a keyboard hears what is missing; pressed, it orders nothing.
    expect((submitButton(dialog) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(submitButton(dialog));
    expect(api.checkouts()).toEqual([]);

    await fillGuest(dialog);
    expect(submitButton(dialog).getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(submitButton(dialog));

    const result = await screen.findByRole('dialog', { name: 'Заказ оформлен' });
    expect(result.textContent).toContain(
      'Заказ № 2026-000042 оформлен. Чтобы завершить оформление, оплатите выставленный счёт. Подтвердим заказ после поступления оплаты.',
    );
    const [sent] = api.checkouts();
    expect(sent?.key).toMatch(/^[\w.:-]{8,100}$/);
    expect(sent?.body).toMatchObject({
      order_properties: { contact_person: 'Сидоров Пётр', receiving_type: 'courier', address: 'ул Тверская, д 1', zip: '125009', payment: 1 },
      user_type: 'individual',
      expected_total: 62_500,
      basket_revision: 'rev-1',
    });
    // Closing the result goes to the order.
    await userEvent.click(within(result).getByRole('button', { name: 'Перейти к заказу' }));
    expect(onOrdered).toHaveBeenCalledWith('2026-000042');
  });

  it('shows each payment method with its logo; an order paid online by card offers «Оплатить» on the provider’s page', async () => {
    const api = fakeCheckoutApi({ checkout: () => envelope({ order_id: 1, order_num: '2026-000044', payment_url: '/api/Payment/testGateway/tg-1/' }) });
    const { dialog, onOrdered } = await openCheckout(api);
    const methods = within(dialog).getByRole('group', { name: 'Способ оплаты' });
    const logos = [...methods.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    // Decorative beside the method's name, which a screen reader reads once.
    expect(logos).toEqual([
      ['/payment/invoice.svg', ''],
      ['/payment/on-receipt.svg', ''],
      ['/payment/online-card.svg', ''],
    ]);
    await userEvent.click(within(methods).getByRole('radio', { name: /Банковской картой онлайн/ }));
    await fillGuest(dialog);
    await userEvent.click(submitButton(dialog));
    const result = await screen.findByRole('dialog', { name: 'Заказ оформлен' });
    expect(api.checkouts()[0]?.body).toMatchObject({ order_properties: { payment: 3 } });
    expect(within(result).getByRole('link', { name: 'Оплатить' }).getAttribute('href')).toBe('/api/Payment/testGateway/tg-1/');
    await userEvent.click(within(result).getByRole('button', { name: 'Перейти к заказу' }));
    expect(onOrdered).toHaveBeenCalledWith('2026-000044');
  });

  it('preselects the default payment when the methods arrive before the prefill', async () => {
    const api = fakeCheckoutApi({ paymentsFirst: true });
    const { dialog } = await openCheckout(api);
    const methods = within(dialog).getByRole('group', { name: 'Способ оплаты' });
    expect((within(methods).getByRole('radio', { name: /Безналичный расчёт по счёту/ }) as HTMLInputElement).checked).toBe(true);
    await fillGuest(dialog);
    expect(submitButton(dialog).getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Заказ оформлен' });
    expect(api.checkouts()[0]?.body).toMatchObject({ order_properties: { payment: 1 } });
  });

  it('a signed-in buyer adds a delivery address in the sub-modal: saved to their addresses and chosen for the order', async () => {
    const api = fakeCheckoutApi({
      options: { ...guestOptions, guest: false, fio: 'Петров Иван Сергеевич', email: 'buyer@example.ru', phone: '89161234567' },
    });
    const { dialog } = await openCheckout(api, { user: { isCompanyUser: false } });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Добавить адрес' }));
    const sub = await screen.findByRole('dialog', { name: 'Новый адрес доставки' });
    // Name and address are required.
    await userEvent.click(within(sub).getByRole('button', { name: 'Сохранить адрес' }));
    expect(within(sub).getAllByText('Обязательное поле')).toHaveLength(2);
    expect(api.sent.some((call) => call.path === '/DeliveryAddresses/add/')).toBe(false);

    await enter(within(sub).getByRole('textbox', { name: /Название/ }), 'Офис');
    await enter(within(sub).getByRole('combobox', { name: 'Адрес' }), 'Тверская');
    await userEvent.click(await screen.findByRole('option', { name: /ул Тверская, д 1/ }));
    await userEvent.click(within(sub).getByRole('button', { name: 'Сохранить адрес' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый адрес доставки' })).toBeNull());
    expect(api.sent.find((call) => call.path === '/DeliveryAddresses/add/')?.body).toEqual({
      name: 'Офис',
      address: 'ул Тверская, д 1',
      city: 'Москва',
      zip: '125009',
      is_default: false,
    });
    const mine = within(dialog).getByRole('group', { name: 'Мои адреса' });
    expect((within(mine).getByRole('radio', { name: 'Офис: ул Тверская, д 1' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: /Адрес доставки/ }) as HTMLInputElement).value).toBe('ул Тверская, д 1');
  });

  it('retries a failed attempt under the same idempotency key; the error says «Ошибка при оформлении заказа» with the way back to the basket', async () => {
    const api = fakeCheckoutApi({
      checkout: (attempt) => (attempt === 1 ? envelope({ message: 'Сервис недоступен' }, 503) : envelope({ order_id: 1, order_num: '2026-000043' })),
    });
    const { dialog } = await openCheckout(api);
    await fillGuest(dialog);
    await userEvent.click(submitButton(dialog));

    const failure = await screen.findByRole('dialog', { name: 'Ошибка при оформлении заказа' });
    expect(within(failure).getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await userEvent.click(within(failure).getByRole('button', { name: 'Закрыть' }));
    await userEvent.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Заказ оформлен' });

    const [first, second] = api.checkouts();
    expect(second?.key).toBe(first?.key);
  });

  it('a basket changed meanwhile (409) reloads the basket and says so', async () => {
    const message = 'Корзина изменилась, пока вы оформляли заказ. Проверьте состав и сумму заказа';
    const api = fakeCheckoutApi({ checkout: () => envelope({ message }, 409) });
    const { dialog } = await openCheckout(api);
    await fillGuest(dialog);
    const readsBefore = api.basketReads();
    await userEvent.click(submitButton(dialog));
    const failure = await screen.findByRole('dialog', { name: 'Ошибка при оформлении заказа' });
    expect(failure.textContent).toContain(message);
    await vi.waitFor(() => expect(api.basketReads()).toBeGreaterThan(readsBefore));
  });

  it('asks a guest whose e-mail already has an account to sign in, and sends no order', async () => {
    const api = fakeCheckoutApi({ unregistered: false });
    const { dialog } = await openCheckout(api);
    await fillGuest(dialog);
    await userEvent.click(submitButton(dialog));
    const signIn = await screen.findByRole('dialog', { name: 'Войдите, чтобы оформить заказ' });
    expect(signIn.textContent).toContain('Пользователь с таким email уже зарегистрирован');
    expect(within(signIn).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/auth/?back=%2Fbasket%2F%3Fcheckout%3Dtrue');
    expect(api.checkouts()).toEqual([]);
  });

  it('collapses prefilled contacts; the «Контакты» dialog asks before dropping changes and merges saved ones', async () => {
    const api = fakeCheckoutApi({
      options: { ...guestOptions, guest: false, fio: 'Петров Иван Сергеевич', email: 'buyer@example.ru', phone: '89161234567', address: 'ул Тверская, д 1' },
    });
    const { dialog } = await openCheckout(api, { user: { isCompanyUser: false } });
    expect(within(dialog).queryByRole('textbox', { name: /Контактное лицо/ })).toBeNull();
    expect(within(dialog).getByText('+7 (916) 123-45-67')).toBeTruthy();
    // Prefilled contacts and the last order's address: ready to order.
    await vi.waitFor(() => expect(submitButton(dialog).getAttribute('aria-disabled')).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    const contacts = await screen.findByRole('dialog', { name: 'Контакты' });
    const name = within(contacts).getByRole('textbox', { name: /Контактное лицо/ });
    await userEvent.clear(name);
    await enter(name, 'Петров Пётр');
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Закрыть окно? Данные не сохранятся.' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Продолжить редактирование' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Контакты' })).getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Контакты' })).toBeNull());
    expect(within(dialog).getByText('Петров Пётр')).toBeTruthy();

    // Dropping changes keeps the saved values.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Изменить' }));
    const again = await screen.findByRole('dialog', { name: 'Контакты' });
    await enter(within(again).getByRole('textbox', { name: /Контактное лицо/ }), ' Иванович');
    await userEvent.click(within(again).getByRole('button', { name: 'Закрыть' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Закрыть окно? Данные не сохранятся.' })).getByRole('button', { name: 'Закрыть без сохранения' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Контакты' })).toBeNull());
    expect(within(dialog).getByText('Петров Пётр')).toBeTruthy();
  });

  it('a company user picks an organisation: its requisites show and the order goes on its id, picked up from the warehouse', async () => {
    const organizations = [
      { id: 4, name: 'ООО «ТехМонтаж»', inn: '7701234560', kpp: '770101001' },
      { id: 5, name: 'ООО «ТехМонтаж-Урал»', inn: '6671543214', kpp: '667101001' },
    ];
    const api = fakeCheckoutApi({
      options: {
        ...guestOptions,
        guest: false,
        fio: 'Кузнецов Алексей',
        email: 'director@example.ru',
        phone: '89167654321',
        user_type: 'company',
        organizations,
        organization_id: 4,
      },
    });
    const { dialog } = await openCheckout(api, { user: { isCompanyUser: true } });
    expect(within(dialog).queryByRole('checkbox', { name: 'Оформить заказ как юридическое лицо' })).toBeNull();
    const chooser = within(dialog).getByRole('group', { name: 'Выберите организацию' });
    await userEvent.click(within(chooser).getByRole('radio', { name: /ТехМонтаж-Урал/ }));
    const requisites = within(dialog).getByLabelText('Реквизиты организации');
    expect(requisites.textContent).toContain('6671543214');
    expect(requisites.textContent).toContain('667101001');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Самовывоз' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /Склад Москва — Южный порт/ }));
    await userEvent.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Заказ оформлен' });
    expect(api.checkouts()[0]?.body).toMatchObject({
      user_type: 'company',
      organization_id: 5,
      order_properties: { receiving_type: 'pickup', stock_id: 3 },
      expected_total: 12_500,
    });
  });

  it('an individual may order as a legal entity: the requisites must then be valid', async () => {
    const api = fakeCheckoutApi({
      options: { ...guestOptions, guest: false, fio: 'Петров Иван Сергеевич', email: 'buyer@example.ru', phone: '89161234567', address: 'ул Тверская, д 1' },
    });
    const { dialog } = await openCheckout(api, { user: { isCompanyUser: false } });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Оформить заказ как юридическое лицо' }));
    expect(submitButton(dialog).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: /ИНН/ })).toBeTruthy();
  });

  it('closes at once while nothing is typed; once something is, asks first and keeps it on «Продолжить редактирование»', async () => {
    const api = fakeCheckoutApi();
    const { dialog, onClose } = await openCheckout(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуться к покупкам' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const name = within(dialog).getByRole('textbox', { name: /Контактное лицо/ }) as HTMLInputElement;
    await enter(name, 'Сидоров Пётр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуться к покупкам' }));
    const confirm = await screen.findByRole('dialog', { name: 'Закрыть окно? Данные не сохранятся.' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Продолжить редактирование' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Закрыть окно? Данные не сохранятся.' })).toBeNull());
    expect(name.value).toBe('Сидоров Пётр');
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Закрыть окно? Данные не сохранятся.' });
    await userEvent.click(within(again).getByRole('button', { name: 'Закрыть без сохранения' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('offers weekdays only for the store’s courier', async () => {
    const api = fakeCheckoutApi();
    const { dialog } = await openCheckout(api, { settings: { ...settings, canChooseDate: true } });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Дата получения/ }));
    const grid = await screen.findByRole('grid', {}, { timeout: 30_000 });
    const closed = [...grid.querySelectorAll('[data-unavailable]')].map((cell) => cell.getAttribute('aria-label') ?? cell.textContent);
    expect(closed.length).toBeGreaterThan(0);
    for (const label of closed) expect(label).toMatch(/^(суббота|воскресенье)/);
  });

  it('clears a weekend day wanted for pickup when the store’s courier is chosen', async () => {
    const api = fakeCheckoutApi();
    const { dialog } = await openCheckout(api, { settings: { ...settings, canChooseDate: true } });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Самовывоз' }, { timeout: 30_000 }));
    const dateButton = () => within(dialog).getByRole('button', { name: /Дата получения/ });
    await userEvent.click(dateButton());
    const grid = await screen.findByRole('grid', {}, { timeout: 30_000 });
    const saturday = within(grid)
      .getAllByRole('button', { name: /^суббота/ })
      .find((day) => day.getAttribute('aria-disabled') !== 'true')!;
    await userEvent.click(saturday);
    await waitFor(() => expect(dateButton().textContent).toMatch(/\d{2}\.\d{2}\.\d{4}/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Доставка' }));
    await waitFor(() => expect(dateButton().textContent).toContain('Как можно скорее'));
  });

  it('closes itself when the basket is empty', async () => {
    const api = fakeCheckoutApi();
    const { onClose } = await openCheckout(api);
    await act(() => basketStore.change(async () => ({ ...basketStore.getSnapshot()!, items: [], count: 0 }), { answer: (basket) => basket }));
    expect(onClose).toHaveBeenCalled();
  });
});
