import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page';

const month = (key: string, total: number, ordersCount: number) => ({ month: key, total, ordersCount });
const dashboard = {
  thisMonth: { ordersCount: 2, total: 1_234_550 },
  thisYear: { ordersCount: 5, total: 5_000_000 },
  inProgress: 3,
  awaitingPayment: { ordersCount: 1, total: 250_000 },
  monthly: [
    month('2026-06', 0, 0),
    month('2026-07', 0, 0),
    month('2026-08', 0, 0),
    month('2026-09', 1_000_000, 1),
    month('2026-10', 2_765_450, 2),
    month('2026-11', 1_234_550, 2),
  ],
  recentOrders: [
    {
      orderId: 1,
      orderNum: '2026-000001',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'Новый' as const,
      total: 1_234_550,
      organizationName: '',
      buyer: null,
    },
  ],
  topProducts: [],
};

function renderPage(value = dashboard) {
  const Stub = createRoutesStub([
    {
      path: '/profile/dashboard/',
      Component: () => <DashboardPage dashboard={value} display={{ showArticle: true, showStock: true }} favourites recentOrders={<p>таблица заказов</p>} />,
    },
  ]);
  render(<Stub initialEntries={['/profile/dashboard/']} />);
}

describe('DashboardPage', () => {
  it('sums up the month, the year, the orders under way and those awaiting payment, the last two leading to the orders', async () => {
    renderPage();
    const tiles = await screen.findByRole('list', { name: 'Сводка по заказам' });
    const texts = within(tiles)
      .getAllByRole('listitem')
      .map((tile) => tile.textContent);
    expect(texts).toEqual([
      'В этом месяце12\u00a0345,50\u00a0₽2 заказа',
      'С начала года50\u00a0000\u00a0₽5 заказов',
      'В работе3заказа ещё в пути',
      'Ожидают оплаты2\u00a0500\u00a0₽1 заказ',
    ]);
    expect(
      within(tiles)
        .getByRole('link', { name: /Ожидают оплаты/ })
        .getAttribute('href'),
    ).toBe('/profile/orders/?status=%D0%9E%D0%B6%D0%B8%D0%B4%D0%B0%D0%B5%D1%82%20%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D1%8B');
    expect(within(tiles).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('таблица заказов')).toBeTruthy();
  });

  it('says each month in words beside its bar, the largest month full height', async () => {
    renderPage();
    const months = (await screen.findByRole('region', { name: 'Заказы по месяцам' })).querySelectorAll('li');
    expect(months).toHaveLength(6);
    expect(months[5]!.querySelector('.ui-visually-hidden')?.textContent).toBe('ноябрь 2026: 12\u00a0345,50\u00a0₽, 2 заказа');
    expect(months[0]!.querySelector('.ui-visually-hidden')?.textContent).toBe('июнь 2026: 0\u00a0₽, 0 заказов');
    expect((months[4]!.querySelector('.monthly-chart__bar') as HTMLElement).style.height).toBe('100%');
    // Above each bar a short sum that fits a phone's narrow column; an empty month shows a dash.
    expect([...months].map((item) => item.querySelector('.monthly-chart__sum')?.textContent)).toEqual([
      '—',
      '—',
      '—',
      '10\u00a0тыс.\u00a0₽',
      '27,7\u00a0тыс.\u00a0₽',
      '12,3\u00a0тыс.\u00a0₽',
    ]);
  });

  it('links no order list while there are no orders, and leaves out what the buyer never ordered', async () => {
    renderPage({ ...dashboard, recentOrders: [], thisMonth: { ordersCount: 0, total: 0 }, awaitingPayment: { ordersCount: 0, total: 0 } });
    await screen.findByText('таблица заказов');
    expect(screen.queryByRole('link', { name: 'Все заказы' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ожидают оплаты/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Часто заказываете' })).toBeNull();
    // Months with orders are charted, even the empty ones between them.
    expect(screen.getByRole('region', { name: 'Заказы по месяцам' })).toBeTruthy();
  });

  it('charts no months before the first order', async () => {
    renderPage({ ...dashboard, monthly: dashboard.monthly.map((entry) => ({ ...entry, total: 0, ordersCount: 0 })) });
    await screen.findByText('таблица заказов');
    expect(screen.queryByRole('region', { name: 'Заказы по месяцам' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Заказы по месяцам' })).toBeNull();
  });
});
