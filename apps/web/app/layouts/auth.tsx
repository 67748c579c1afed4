import { Link, Outlet } from 'react-router';
import { useRootData } from '~/lib/root-data';
import './auth.css';

/** Layout "auth": the logo above a centred card (sign-in, registration, restore come with the auth issue). */
export default function AuthLayout() {
  const { settings } = useRootData();
  return (
    <div className="auth-layout">
      <Link to="/" className="auth-layout__logo">
        <img src={settings.logos.logo} alt="На главную страницу" height={settings.logos.logoHeight} />
      </Link>
      <main id="main" className="auth-layout__card">
        <Outlet />
      </main>
    </div>
  );
}
