import { formatMoney } from '@store/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../avatar/avatar';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import type { ActionMenuItem } from '../menu/action-menu';
import { formatProfitLoss, formatTableDate } from './table-format';

/** The row menu (Radix's dropdown) loads only where a table has one, so other tables' pages stay light. */
const ActionMenu = lazy(() => import('../menu/action-menu').then((module) => ({ default: module.ActionMenu })));

export type CellStatus = 'progress' | 'success' | 'failure';

/** What each cell type shows (spec §2). */
export type CellValues = {
  text: string;
  /** Text that opens the row's own page (e.g. an order's number). */
  link: { text: string; to: string };
  date: string | null;
  status: CellStatus | { status: CellStatus; label: string };
  user: { name: string; email: string; avatar?: string | null };
  profitLoss: number;
  /** A sum in kopecks, shown in roubles. */
  money: number;
  actions: { label: string; items: readonly ActionMenuItem[]; onSelect: (code: string) => void };
};
export type CellType = keyof CellValues;

export const statusLabels: Record<CellStatus, string> = { progress: 'В работе', success: 'Выполнено', failure: 'Ошибка' };
const statusTones: Record<CellStatus, BadgeTone> = { progress: 'info', success: 'success', failure: 'danger' };

/** A cell's type with its matching value. */
export type Cell = { [T in CellType]: { type: T; value: CellValues[T] } }[CellType];

export function DataTableCell({ cell }: { cell: Cell }) {
  switch (cell.type) {
    case 'date':
      return <span className="ui-num">{formatTableDate(cell.value)}</span>;
    case 'status': {
      const given = cell.value;
      const status = typeof given === 'string' ? given : given.status;
      return (
        <Badge tone={statusTones[status]} className={`ui-data-table__status ui-data-table__status--${status}`}>
          {typeof given === 'string' ? statusLabels[status] : given.label}
        </Badge>
      );
    }
    case 'user': {
      const user = cell.value;
      return (
        <span className="ui-data-table__user">
          <Avatar name={user.name} src={user.avatar} size="md" />
          <span className="ui-data-table__user-text">
            <span className="ui-data-table__user-name">{user.name}</span>
            <span className="ui-data-table__user-email">{user.email}</span>
          </span>
        </span>
      );
    }
    case 'profitLoss': {
      const { text, direction } = formatProfitLoss(cell.value);
      return (
        <span className={`ui-data-table__pl ui-data-table__pl--${direction}`}>
          {direction === 'flat' ? null : (
            <Icon name={direction === 'up' ? 'arrow-up' : 'arrow-down'} size={14} label={direction === 'up' ? 'Рост' : 'Снижение'} />
          )}
          <span className="ui-num">{text}</span>
        </span>
      );
    }
    case 'actions': {
      const actions = cell.value;
      const trigger = <Button variant="ghost" size="sm" iconOnly iconStart="more-horizontal" aria-label={actions.label} />;
      return (
        <Suspense fallback={trigger}>
          <ActionMenu trigger={trigger} items={actions.items} onSelect={actions.onSelect} />
        </Suspense>
      );
    }
    case 'money':
      return <span className="ui-num">{formatMoney(cell.value)}</span>;
    case 'text':
      return <>{cell.value}</>;
    case 'link':
      return (
        <Link className="ui-data-table__link" to={cell.value.to}>
          {cell.value.text}
        </Link>
      );
  }
}
