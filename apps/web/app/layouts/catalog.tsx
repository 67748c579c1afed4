import { Outlet } from 'react-router';
import { LinkDelegation } from '~/components/delegated-links';
import { SiteShell } from './site-shell';

/**
 * Layout "catalog": the catalogue index, category listings, product and search pages. Their links (breadcrumbs,
 * sections, products) are plain anchors of one LinkDelegation: a router link costs a navigation's first frame its
 * render, and a listing shows dozens (bench/RESULTS.md, issue 11).
 */
export default function CatalogLayout() {
  return (
    <SiteShell>
      <div className="container catalog-layout">
        <LinkDelegation>
          <Outlet />
        </LinkDelegation>
      </div>
    </SiteShell>
  );
}
