import '~/ui/testing/dom-stubs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { intentKey } from '~/forms/schema-form';
import { OrderDetailPage } from './order-detail';
import type { OrderActionAnswer } from './orders.server';
import type { OrderView } from './order-types';

const order: OrderView = {
  orderId: 7,
  orderNum: '2026-000007',
  createdAt: '2026-11-20T09:30:00.000Z',
  status: 'Новый',
  total: 170_000,
  organizationName: '',
  buyer: null,
  lines: [
    {
      productId: 1,
      name: 'Болт М10х50 DIN 933 8.8 цинк',
      article: 'DIN933-10x50',
      unit: 'шт',
      price: 1_500,
      discountPrice: 1_450,
      quantity: 100,
      sumPrice: 150_000,
      sumDiscountPrice: 145_000,
      onOrderQuantity: 40,
      leadTimeDays: 14,
    },
  ],
  goodsPrice: 150_000,
  goodsDiscountPrice: 145_000,
  promocode: null,
  promoDiscount: 0,
  delivery: {
    receivingType: 'courier',
    service: 'courier',
    description: 'Курьером по Москве',
    location: 'Москва',
    zip: '115088',
    address: 'ул. Угрешская, д. 2',
    stockId: null,
    punkt: '',
    price: 25_000,
    dateFrom: '2026-11-23',
    dateTo: '2026-11-24',
    receivingDateStart: null,
    receivingDateEnd: null,
  },
  payment: { id: 1, name: 'Безналичный расчёт по счёту' },
  contact: { contactPerson: 'Иванов Иван Иванович', email: 'ivan@example.ru', phone: '+7 (912) 345-67-89' },
  userType: 'individual',
  requisites: null,
  comment: '',
  vatRate: 22,
  vatAmount: 30_656,
  history: [{ status: 'Новый', createdAt: '2026-11-20T09:30:00.000Z' }],
  canCancel: true,
  canRepeat: true,
  canPay: false,
};

/** The order page behind a stub route whose action records each form posted to it. */
function renderOrder(shown: OrderView = order) {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: '/profile/orders/:orderNum/',
      action: async ({ request }) => {
        const intent = String((await request.formData()).get(intentKey));
        posted.push(intent);
        return { intent, notice: intent === 'cancel' ? 'Заказ отменён' : undefined } as OrderActionAnswer;
      },
      Component: () => <OrderDetailPage order={shown} answer={useActionData() as OrderActionAnswer | undefined} />,
    },
  ]);
  render(<Stub initialEntries={['/profile/orders/2026-000007/']} />);
  return posted;
}

describe('OrderDetailPage', () => {
  it('says a free delivery is free, as the checkout did', async () => {
    renderOrder({ ...order, delivery: { ...order.delivery, price: 0 } });
    await screen.findByRole('heading', { name: /^Заказ № 2026-000007/ });
    expect(screen.getByText('Доставка', { selector: '.order-totals dt' }).nextElementSibling?.textContent).toBe('бесплатно');
  });

  it('names the way of receiving once: the description the order recorded, else the way’s name', async () => {
    const pickup = { ...order.delivery, receivingType: 'pickup' as const, description: 'Самовывоз: Склад «Угрешская», ул. Угрешская, д. 2' };
    renderOrder({ ...order, delivery: pickup });
    const way = await screen.findByText('Способ');
    expect(way.nextElementSibling?.textContent).toBe(pickup.description);
    expect(screen.queryByText('Самовывоз')).toBeNull();
    cleanup();
    renderOrder({ ...order, delivery: { ...pickup, description: '' } });
    expect((await screen.findByText('Способ')).nextElementSibling?.textContent).toBe('Самовывоз');
  });

  it('shows the snapshot lines with their lead time, the receiving, payment, buyer and history, and the invoice link', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Заказ № 2026-000007 от 20.11.2026' })).toBeTruthy();
    expect(screen.getByText('Арт. DIN933-10x50')).toBeTruthy();
    expect(screen.getByText('Под заказ: 40 шт, срок поставки 14 дн.')).toBeTruthy();
    expect(screen.getByText('Курьером по Москве')).toBeTruthy();
    expect(screen.getByText('Безналичный расчёт по счёту')).toBeTruthy();
    expect(screen.getByText('Итого с НДС').nextElementSibling?.textContent).toBe('1\u00a0700\u00a0₽');
    expect(screen.getByText('Доставка', { selector: '.order-totals dt' }).nextElementSibling?.textContent).toBe('250\u00a0₽');
    expect(screen.getByText('Иванов Иван Иванович')).toBeTruthy();
    expect(screen.queryByText('Оформил')).toBeNull();
    const invoice = screen.getByRole('link', { name: 'Скачать счёт' });
    expect(invoice.getAttribute('href')).toBe('/api/Order/getInvoice/?order_num=2026-000007');
  });

  it('names who placed the order when it was someone else (a company manager reading an employee’s order)', async () => {
    renderOrder({ ...order, buyer: 'Работников Роман Романович' });
    expect((await screen.findByText('Оформил')).nextElementSibling?.textContent).toBe('Работников Роман Романович');
  });

  it('shows a courier’s address with its postcode, and a pickup point by its description only', async () => {
    renderOrder();
    expect((await screen.findByText('Адрес')).nextElementSibling?.textContent).toBe('115088, ул. Угрешская, д. 2');
    cleanup();
    const pickup = {
      ...order.delivery,
      receivingType: 'transportCompanyPickup' as const,
      description: 'СДЭК — до пункта выдачи: ул. Советская, 32',
      punkt: 'cdek-1-1',
      address: '',
    };
    renderOrder({ ...order, delivery: pickup });
    expect(await screen.findByText('СДЭК — до пункта выдачи: ул. Советская, 32')).toBeTruthy();
    expect(screen.queryByText('Адрес')).toBeNull();
    expect(screen.queryByText(/cdek-1-1/)).toBeNull();
  });

  it('repeats the order through the page’s action', async () => {
    const posted = renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить заказ' }));
    await expect.poll(() => posted).toEqual(['repeat']);
  });

  it('cancels only after the buyer confirms it', async () => {
    const posted = renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    // Not 'Отмена' beside 'Отменить заказ': the button that keeps the order says so.
    await userEvent.click(screen.getByRole('button', { name: 'Не отменять' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
    expect(dialog).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    const confirm = screen.getAllByRole('button', { name: 'Отменить заказ' }).at(-1)!;
    await userEvent.click(confirm);
    await expect.poll(() => posted).toEqual(['cancel']);
    expect(await screen.findByText('Заказ отменён')).toBeTruthy();
  });

  it('offers no cancel or repeat when the order may not be cancelled or repeated', async () => {
    renderOrder({ ...order, status: 'Оплачен', canCancel: false, canRepeat: false });
    expect(await screen.findByRole('link', { name: 'Скачать счёт' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Повторить заказ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Оплатить' })).toBeNull();
  });

  it('offers «Оплатить» for an order awaiting its online card payment, through the page’s action', async () => {
    const posted = renderOrder({ ...order, status: 'Ожидает оплаты', payment: { id: 3, name: 'Банковской картой онлайн' }, canPay: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить' }));
    await expect.poll(() => posted).toEqual(['pay']);
  });
});
