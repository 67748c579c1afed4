import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** Layout "catalog": the catalogue index, category listings and product pages. */
export default function CatalogLayout() {
  return (
    <SiteShell>
      <div className="container catalog-layout">
        <Outlet />
      </div>
    </SiteShell>
  );
}
