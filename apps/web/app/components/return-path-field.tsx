import { useLocation } from 'react-router';

/** The page a plain form returns to once its action is done (lib/return-path.ts): the same for every visitor of the URL. */
export function ReturnPathField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="back" value={pathname + search} />;
}
