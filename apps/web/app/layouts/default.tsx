import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** Layout "default": the site chrome around home, error and (later) search, basket and favourites. */
export default function DefaultLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
