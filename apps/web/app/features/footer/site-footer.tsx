import type { Camelize, Settings } from '@store/contracts';
import { SmartLink } from '~/components/smart-link';
import { type FooterContent, FooterContacts, FooterLinks, type FooterSection, FooterSections, FooterSocial, withYear } from './footer-parts';
import './footer.css';

interface SiteFooterProps {
  settings: Pick<Camelize<Settings>, 'footer' | 'logos' | 'copyrightFooter'>;
  content: FooterContent;
  brandName: string;
  /** Top catalogue sections, used when the footer content names none. */
  fallbackSections: FooterSection[];
  year: number;
}

/** The footer in the variant settings choose (spec §2, §9: variants 1, 2, 3). */
export function SiteFooter({ settings, content, brandName, fallbackSections, year }: SiteFooterProps) {
  const variant = settings.footer.variant;
  const sections = content.catalogSections.length > 0 ? content.catalogSections : fallbackSections;
  const copyright = withYear(settings.copyrightFooter || content.copyright, year);

  const brand = (
    <div className="site-footer__brand">
      <SmartLink url="/" className="site-footer__logo">
        {variant !== 3 ? <img src={settings.logos.logo} alt={brandName} width={173} height={32} loading="lazy" className="site-footer__logo-light" /> : null}
        <img
          src={settings.logos.lightLogo}
          alt={brandName}
          width={173}
          height={32}
          loading="lazy"
          className={variant === 3 ? undefined : 'site-footer__logo-dark'}
        />
      </SmartLink>
      {content.description ? <p className="site-footer__description">{content.description}</p> : null}
    </div>
  );

  return (
    <footer className={`site-footer site-footer--v${variant}`} data-variant={variant}>
      <div className="container">
        {variant === 2 ? (
          <div className="site-footer__compact">
            {brand}
            <FooterLinks title="Покупателям" links={content.links} />
            <FooterContacts contacts={content.contacts} />
          </div>
        ) : (
          <div className="site-footer__grid">
            {brand}
            <FooterSections sections={sections} />
            <FooterLinks title="Компания" links={content.links} />
            {variant === 1 ? <FooterLinks title="Документы" links={content.documents} /> : <FooterContacts contacts={content.contacts} />}
          </div>
        )}
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{copyright}</p>
          {variant !== 1 ? (
            <ul className="site-footer__documents">
              {content.documents.map((document) => (
                <li key={document.url}>
                  <a href={document.url} target={document.openInNewWindow ? '_blank' : undefined} rel="noopener noreferrer">
                    {document.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <FooterSocial links={content.socialLinks} />
        </div>
      </div>
    </footer>
  );
}
