import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** Layout "marketing": content pages (services, policies, the /{slug} catch-all). */
export default function MarketingLayout() {
  return (
    <SiteShell>
      <div className="container">
        <Outlet />
      </div>
    </SiteShell>
  );
}
