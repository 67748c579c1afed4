import type { ReactNode } from 'react';
import './empty-state.css';

/** A page or list with nothing to show yet (an empty basket, no orders): what it is, then what to do next. */
export function EmptyState({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {children}
    </div>
  );
}
