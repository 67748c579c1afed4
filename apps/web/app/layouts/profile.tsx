import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** Layout "profile": the profile area; its menu and screens come with the profile issue. */
export default function ProfileLayout() {
  return (
    <SiteShell>
      <div className="container">
        <Outlet />
      </div>
    </SiteShell>
  );
}
