import type { ReactNode } from 'react';
import { Button } from '~/ui/button/button';
import './empty-state.css';

/**
 * A page or list with nothing to show yet (an empty basket, no orders): what it is, then what to do next —
 * `toCatalog` for the usual way on, the catalogue, as the one primary button every empty state shares.
 */
export function EmptyState({ title, text, toCatalog, children }: { title: string; text?: ReactNode; toCatalog?: boolean; children?: ReactNode }) {
  return (
    <div className="empty-state ui-surface">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {toCatalog ? <Button to="/catalog/">Перейти в каталог</Button> : null}
      {children}
    </div>
  );
}
