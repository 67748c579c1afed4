import { Link, Outlet } from 'react-router';
import { contactHref } from '~/components/smart-link';
import { withYear } from '~/features/footer/footer-parts';
import { useRootData } from '~/lib/root-data';
import './landing.css';

/** Layout "landing": a slim bar with logo and phone, the page full width, a one-line footer. */
export default function LandingLayout() {
  const { settings, header, footer, year } = useRootData();
  const phone = header.contacts.find((contact) => contact.type === 'tel');
  return (
    <>
      <header className="landing-bar">
        <div className="container landing-bar__inner">
          <Link to="/" className="landing-bar__logo">
            <img src={settings.logos.logo} alt="На главную страницу" height={32} width={173} />
          </Link>
          {phone ? (
            <a href={contactHref(phone.type, phone.value)} className="landing-bar__phone">
              {phone.value}
            </a>
          ) : null}
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="landing-footer">
        <div className="container">{withYear(settings.copyrightFooter || footer.copyright, year)}</div>
      </footer>
    </>
  );
}
