import { SmartLink } from './smart-link';
import './breadcrumbs.css';

export interface Crumb {
  name: string;
  url: string;
}

/** Home first, then the given trail; the last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [{ name: 'Главная', url: '/' }, ...items.filter((item) => item.url !== '/')];
  return (
    <nav className="breadcrumbs" aria-label="Навигационная цепочка">
      <ol>
        {trail.map((item, index) => (
          <li key={item.url}>{index < trail.length - 1 ? <SmartLink url={item.url}>{item.name}</SmartLink> : <span aria-current="page">{item.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
