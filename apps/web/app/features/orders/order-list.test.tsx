import '~/ui/testing/dom-stubs';
import { getLocalTimeZone, today } from '@internationalized/date';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listQueryFromUrl } from './order-filters';
import { OrderListPage } from './order-list';
import type { OrderListView } from './order-types';

const order = (orderNum: string, status: OrderListView['items'][number]['status'] = 'Новый') => ({
  orderId: Number(orderNum.slice(-3)),
  orderNum,
  createdAt: '2026-11-20T09:30:00.000Z',
  status,
  total: 1_234_550,
  organizationName: status === 'Новый' ? 'ООО «СтройМонтаж»' : '',
  buyer: null as string | null,
});

const organizations = [
  { code: '7', name: 'ООО «СтройМонтаж»' },
  { code: '9', name: 'Филиал в Казани' },
];

/** The list page behind a stub route whose loader answers `items` of `total` and records each address it loads. */
function renderList(items: OrderListView['items'], total = items.length, entry = '/profile/orders/', choices: typeof organizations = []) {
  const loaded: URL[] = [];
  const Stub = createRoutesStub([
    {
      path: '/profile/orders/',
      loader: ({ request }) => {
        const url = new URL(request.url);
        loaded.push(url);
        const query = listQueryFromUrl(url.searchParams);
        return { list: { items, total, page: query.page, pageSize: 20 }, query };
      },
      Component: () => {
        const { list, query } = useLoaderData() as { list: OrderListView; query: ReturnType<typeof listQueryFromUrl> };
        return <OrderListPage list={list} query={query} organizations={choices} />;
      },
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return loaded;
}

const lastQuery = (loaded: URL[]) => Object.fromEntries(loaded.at(-1)!.searchParams);

describe('OrderListPage', () => {
  it('shows number, date, sum, status and organisation, the number linking to the order', async () => {
    renderList([order('2026-000002'), order('2026-000001', 'Отменён')]);
    const rows = within(await screen.findByRole('table', { name: 'Мои заказы' })).getAllByRole('row');
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['№ 2026-000002', '20.11.2026', '12\u00a0345,50\u00a0₽', 'Новый', 'ООО «СтройМонтаж»']);
    expect(within(rows[2]!).getAllByRole('cell')[3]!.textContent).toBe('Отменён');
    expect(screen.getByRole('link', { name: '№ 2026-000002' }).getAttribute('href')).toBe('/profile/orders/2026-000002/');
  });

  it('leaves out the organisation column when no order has one (a retail buyer)', async () => {
    renderList([order('2026-000001', 'Отменён')]);
    const table = await screen.findByRole('table', { name: 'Мои заказы' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Номер', 'Дата', 'Сумма', 'Статус']);
  });

  it('names who placed each order when some were placed by others (a company manager’s list), and the reader’s own as «Вы»', async () => {
    renderList([{ ...order('2026-000002'), buyer: 'Работников Роман Романович' }, order('2026-000001')]);
    const rows = within(await screen.findByRole('table', { name: 'Мои заказы' })).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Номер', 'Дата', 'Сумма', 'Статус', 'Оформил', 'Организация']);
    expect(within(rows[1]!).getAllByRole('cell')[4]!.textContent).toBe('Работников Роман Романович');
    expect(within(rows[2]!).getAllByRole('cell')[4]!.textContent).toBe('Вы');
  });

  it('filters a manager’s orders by organisation at once, keeping the other filters; no choice with one organisation', async () => {
    const loaded = renderList([order('2026-000001')], 1, '/profile/orders/?number=000123', organizations);
    const select = await screen.findByRole('combobox', { name: 'Организация' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Все организации', 'ООО «СтройМонтаж»', 'Филиал в Казани']);
    fireEvent.change(select, { target: { value: '9' } });
    await expect.poll(() => lastQuery(loaded).organization_id).toBe('9');
    expect(lastQuery(loaded).number).toBe('000123');
    await expect.poll(() => screen.getByRole('status').textContent).toBe('Найдено заказов: 1');
  });

  it('shows no organisation choice to a reader of one organisation or none', async () => {
    renderList([order('2026-000001')], 1, '/profile/orders/', organizations.slice(0, 1));
    await screen.findByRole('table', { name: 'Мои заказы' });
    expect(screen.queryByRole('combobox', { name: 'Организация' })).toBeNull();
  });

  it('applies a status walked to with the arrow keys on Enter, once, and keeps focus on the select', async () => {
    const loaded = renderList([order('2026-000001')]);
    const select = await screen.findByRole('combobox', { name: 'Статус' });
    await userEvent.click(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'Новый' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'Оплачен' } });
    expect(loaded).toHaveLength(1);
    fireEvent.keyDown(select, { key: 'Enter' });
    await expect.poll(() => loaded.length).toBe(2);
    expect(lastQuery(loaded)).toMatchObject({ status: 'Оплачен' });
    await expect.poll(() => screen.getByRole('status').textContent).toBe('Найдено заказов: 1');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Статус' }));
  });

  it('pages through the orders keeping the filters', async () => {
    const loaded = renderList([order('2026-000021')], 45, '/profile/orders/?status=%D0%9D%D0%BE%D0%B2%D1%8B%D0%B9&page=2');
    const current = () => screen.getByRole('link', { current: 'page' }).textContent;
    await expect.poll(current).toBe('2');
    await userEvent.click(screen.getByRole('link', { name: 'Вперёд' }));
    await expect.poll(current).toBe('3');
    expect(lastQuery(loaded)).toEqual({ status: 'Новый', page: '3' });
    expect(screen.queryByRole('link', { name: 'Вперёд' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Назад' }));
    await expect.poll(current).toBe('2');
  });

  it('filters by number with the button', async () => {
    const loaded = renderList([order('2026-000001')]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Номер заказа' }), '000123');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    await expect.poll(() => lastQuery(loaded).number).toBe('000123');
  });

  it('filters by status as soon as one is chosen, keeping the other filters', async () => {
    const loaded = renderList([order('2026-000001')], 1, '/profile/orders/?number=000123');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Статус' }), { target: { value: 'Отменён' } });
    await expect.poll(() => lastQuery(loaded).status).toBe('Отменён');
    expect(lastQuery(loaded).number).toBe('000123');
  });

  it('filters by a period preset at once', async () => {
    const loaded = renderList([order('2026-000001')]);
    // The picker loads on the first click (decision 0003) and then opens by itself.
    await userEvent.click(await screen.findByRole('button', { name: 'Период' }));
    await userEvent.click(await screen.findByRole('button', { name: '7 дней' }, { timeout: 30_000 }));
    const now = today(getLocalTimeZone());
    await expect.poll(() => lastQuery(loaded).date_to).toBe(now.toString());
    expect(lastQuery(loaded).date_from).toBe(now.subtract({ days: 7 }).toString());
  }, 60_000);

  it('says when there are no orders at all', async () => {
    renderList([]);
    expect(await screen.findByText('Вы ещё ничего не заказывали.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toBeTruthy();
    // Nothing to filter yet: no filters above it.
    expect(screen.queryByRole('form', { name: 'Фильтры заказов' })).toBeNull();
  });

  it('says when no order matches the filters', async () => {
    renderList([], 0, '/profile/orders/?number=999');
    expect(await screen.findByText('Заказов с такими условиями нет')).toBeTruthy();
    expect(screen.getByText('Измените фильтры или сбросьте их.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Номер заказа' }) as HTMLInputElement).value).toBe('999');
    expect(screen.getByRole('form', { name: 'Фильтры заказов' })).toBeTruthy();
  });
});
