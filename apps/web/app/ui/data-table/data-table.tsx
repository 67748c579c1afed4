import type { ReactNode } from 'react';
import { type Cell, type CellType, type CellValues, DataTableCell } from './data-table-cell';
import './data-table.css';

export type { CellStatus } from './data-table-cell';

/** A column: its header and how a row becomes a cell of one type. */
export type DataTableColumn<Row> = { [T in CellType]: { key: string; title: string; type: T; value: (row: Row) => CellValues[T] } }[CellType];

type DataTableProps<Row> = {
  /** Names the table for screen readers (shown only when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText?: ReactNode;
};

/**
 * Dense data table with tabular figures (spec §2 cell types: date, text, status, user, profitLoss,
 * actions; and money, a sum in roubles). On narrow screens it scrolls sideways inside a focusable region.
 */
export function DataTable<Row>({ caption, showCaption, columns, rows, rowKey, emptyText = 'Нет данных' }: DataTableProps<Row>) {
  // No rows, no table: a table's minimum width would scroll the message (and its button) off a phone's screen.
  if (rows.length === 0) {
    return (
      <section className="ui-data-table__scroll" aria-label={caption}>
        {showCaption ? <p className="ui-data-table__caption">{caption}</p> : null}
        <div className="ui-data-table__empty">{emptyText}</div>
      </section>
    );
  }
  return (
    <div className="ui-data-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="ui-data-table">
        <caption className={showCaption ? 'ui-data-table__caption' : 'ui-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`ui-data-table__th ui-data-table--${column.type}`}>
                {column.type === 'actions' ? <span className="ui-visually-hidden">{column.title}</span> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={`ui-data-table__td ui-data-table--${column.type}`}>
                  {/* The union loses the link between a column's type and its value's type; the column type guarantees it. */}
                  <DataTableCell cell={{ type: column.type, value: column.value(row) } as Cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
