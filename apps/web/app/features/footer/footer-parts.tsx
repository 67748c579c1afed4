import type { Camelize, Footer } from '@store/contracts';
import { SmartLink, contactHref } from '~/components/smart-link';

export type FooterContent = Camelize<Footer>;
export type FooterSection = { code: string; name: string };

/** Replaces every [year] placeholder of the copyright with the current year (spec §2). */
export function withYear(text: string, year: number): string {
  return text.replaceAll('[year]', String(year));
}

export function FooterLinks({ title, links }: { title: string; links: FooterContent['links'] }) {
  if (links.length === 0) return null;
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.url}>
            <SmartLink url={link.url} newWindow={link.openInNewWindow}>
              {link.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterSections({ sections }: { sections: FooterSection[] }) {
  if (sections.length === 0) return null;
  return (
    <nav className="site-footer__column" aria-label="Каталог">
      <h2 className="site-footer__heading">Каталог</h2>
      <ul className="site-footer__list">
        {sections.map((section) => (
          <li key={section.code}>
            <SmartLink url={`/catalog/${section.code}/`}>{section.name}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FooterContacts({ contacts }: { contacts: FooterContent['contacts'] }) {
  if (contacts.length === 0) return null;
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">Контакты</h2>
      <ul className="site-footer__list site-footer__contacts">
        {contacts.map((contact) => (
          <li key={contact.id}>
            <span className="site-footer__contact-name">{contact.name}</span>
            <a href={contactHref(contact.type, contact.value)} className="site-footer__contact-value">
              {contact.value}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterSocial({ links }: { links: FooterContent['socialLinks'] }) {
  if (links.length === 0) return null;
  return (
    <ul className="site-footer__social" aria-label="Мы в соцсетях">
      {links.map((link) => (
        <li key={link.link}>
          <a href={link.link} target={link.openInNewWindow ? '_blank' : undefined} rel="noopener noreferrer">
            <img src={link.img} alt={link.name} width={32} height={32} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
