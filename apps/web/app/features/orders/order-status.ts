import type { OrderStatus } from '@store/contracts';
import type { CellStatus } from '~/ui/data-table/data-table';

/** How an order's status reads in the table: done when delivered, failed when cancelled, in progress otherwise. */
export function orderStatusCell(status: OrderStatus): { status: CellStatus; label: string } {
  if (status === 'Доставлен') return { status: 'success', label: status };
  if (status === 'Отменён') return { status: 'failure', label: status };
  return { status: 'progress', label: status };
}
