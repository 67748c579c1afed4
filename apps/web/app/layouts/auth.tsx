import { Link, Outlet, useMatches } from 'react-router';
import { requireGuest } from '~/features/account/user-session.server';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/auth';
import './auth.css';

/** A page of this layout sets `handle = { wideCard: true }` for a two-column card (registration). */
export interface AuthHandle {
  wideCard?: boolean;
}

/** Spec §6: a signed-in user opening sign-in, registration or restore goes to the profile. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireGuest(context);
  return null;
}

/** Layout "auth": the logo above a centred card holding sign-in, registration or password restore. */
export default function AuthLayout() {
  const { settings } = useRootData();
  const wide = useMatches().some((match) => (match.handle as AuthHandle | undefined)?.wideCard);
  return (
    <div className="auth-layout">
      <Link to="/" className="auth-layout__logo">
        <img src={settings.logos.logo} alt="На главную страницу" height={settings.logos.logoHeight} />
      </Link>
      <main id="main" className={wide ? 'auth-layout__card ui-surface auth-layout__card--wide' : 'auth-layout__card ui-surface'}>
        <Outlet />
      </main>
    </div>
  );
}
