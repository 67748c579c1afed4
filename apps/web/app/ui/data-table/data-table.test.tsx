import '../testing/dom-stubs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dayToIso } from '../date-picker/iso-days';
import { CalendarDate } from '@internationalized/date';
import { DataTable, type DataTableColumn } from './data-table';
import { formatProfitLoss } from './table-format';

type Deal = { id: string; date: string; title: string; status: 'progress' | 'success' | 'failure'; manager: string; email: string; result: number };

const onSelect = vi.fn();
const columns: DataTableColumn<Deal>[] = [
  { key: 'date', title: 'Дата', type: 'date', value: (deal) => deal.date },
  { key: 'title', title: 'Заказ', type: 'text', value: (deal) => deal.title },
  { key: 'status', title: 'Статус', type: 'status', value: (deal) => deal.status },
  { key: 'manager', title: 'Менеджер', type: 'user', value: (deal) => ({ name: deal.manager, email: deal.email }) },
  { key: 'result', title: 'Результат', type: 'profitLoss', value: (deal) => deal.result },
  {
    key: 'actions',
    title: 'Действия',
    type: 'actions',
    value: (deal) => ({ label: `Действия: ${deal.title}`, items: [{ code: 'open', name: 'Открыть' }], onSelect: (code) => onSelect(code, deal.id) }),
  },
];
const rows: Deal[] = [
  {
    id: '1',
    date: dayToIso(new CalendarDate(2025, 3, 7)),
    title: 'Заказ 1042',
    status: 'success',
    manager: 'Анна Петрова',
    email: 'anna@example.ru',
    result: 1234.5,
  },
  {
    id: '2',
    date: dayToIso(new CalendarDate(2025, 3, 9)),
    title: 'Заказ 1043',
    status: 'failure',
    manager: 'Олег Смирнов',
    email: 'oleg@example.ru',
    result: -12,
  },
];

describe('profit and loss', () => {
  it('is USD with two decimals and a sign prefix', () => {
    expect(formatProfitLoss(1234.5)).toEqual({ text: '+$1,234.50', direction: 'up' });
    expect(formatProfitLoss(-12)).toEqual({ text: '-$12.00', direction: 'down' });
    expect(formatProfitLoss(0.004)).toEqual({ text: '$0.00', direction: 'flat' });
  });
});

describe('DataTable', () => {
  it('renders each cell type', () => {
    render(<DataTable caption="Сделки" columns={columns} rows={rows} rowKey={(deal) => deal.id} />);
    const table = screen.getByRole('table', { name: 'Сделки' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('07.03.2025');
    expect(cells[1]!.textContent).toBe('Заказ 1042');
    expect(cells[2]!.textContent).toBe('Выполнено');
    expect(within(cells[3]!).getByRole('img', { name: 'Анна Петрова' })).toBeTruthy();
    expect(cells[3]!.textContent).toContain('anna@example.ru');
    expect(within(cells[4]!).getByRole('img', { name: 'Рост' })).toBeTruthy();
    expect(cells[4]!.textContent).toContain('+$1,234.50');
    expect(within(second!).getAllByRole('cell')[2]!.textContent).toBe('Ошибка');
    expect(within(second!).getByRole('img', { name: 'Снижение' })).toBeTruthy();
  });

  it('runs a row action from its menu, which loads with the first table that has one', async () => {
    render(<DataTable caption="Сделки" columns={columns} rows={rows} rowKey={(deal) => deal.id} />);
    const trigger = () => screen.getByRole('button', { name: 'Действия: Заказ 1043' });
    // Until the menu's module is there the button stands in alone; the menu's own trigger announces the menu.
    await waitFor(() => expect(trigger().getAttribute('aria-haspopup')).toBe('menu'), { timeout: 30_000 });
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Открыть' }));
    expect(onSelect).toHaveBeenCalledWith('open', '2');
  });

  it('says when there are no rows, without a table a phone would scroll the message out of', () => {
    render(<DataTable caption="Сделки" columns={columns} rows={[]} rowKey={(deal) => deal.id} />);
    expect(screen.getByRole('region', { name: 'Сделки' }).textContent).toBe('Нет данных');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
