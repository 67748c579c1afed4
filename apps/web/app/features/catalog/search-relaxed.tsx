import { Link } from 'react-router';
import { strictSearchUrl } from '~/lib/search-url';

/**
 * The exact query found nothing, so the page shows the closest products: says what was given up
 * ('Точного совпадения нет. Показаны похожие: без покрытия «горячий цинк»') and offers the exact reading back.
 */
export function SearchRelaxed({ q, notice }: { q: string; notice: string }) {
  return (
    <div className="search-relaxed" role="status">
      <p className="search-relaxed__notice">{notice}</p>
      <Link to={strictSearchUrl(q)} className="search-chips__chip search-relaxed__strict" rel="nofollow">
        Искать точно: «{q}»
      </Link>
    </div>
  );
}
