import { SmartLink } from '~/components/smart-link';
import { useFavouriteIds } from '~/visitor/favourites-store';
import { HeaderActionIcon, withCount } from './header-action-count';

/** The favourites link with the number of favourites, following the store (no page reload). */
export function HeaderFavourites() {
  const count = useFavouriteIds()?.length ?? 0;
  return (
    <SmartLink url="/fav/" className="header-action" aria-label={withCount('Избранное', count)}>
      <HeaderActionIcon icon="heart" count={count} />
      <span className="header-action__label">Избранное</span>
    </SmartLink>
  );
}
