import type { Camelize, Header } from '@store/contracts';
import { Glyph } from '~/components/glyph';
import { SmartLink, contactHref } from '~/components/smart-link';

interface NavbarProps {
  content: Camelize<Header>;
  city: string | null;
}

/** Thin bar above the header: fixed city, content links, contacts as tel:/mailto: links, form links. */
export function Navbar({ content, city }: NavbarProps) {
  return (
    <div className="navbar">
      <div className="container navbar__inner">
        {city ? (
          <p className="navbar__city">
            <Glyph name="pin" size={16} />
            <span className="ui-visually-hidden">Ваш город: </span>
            {city}
          </p>
        ) : null}
        <nav className="navbar__links" aria-label="Информация">
          <ul>
            {content.links.map((link) => (
              <li key={link.url}>
                <SmartLink url={link.url} newWindow={link.openInNewWindow}>
                  {link.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="navbar__contacts">
          {content.contacts.map((contact) => {
            const href = contactHref(contact.type, contact.value);
            return (
              <li key={contact.id}>
                <a href={href} title={contact.name} className={`navbar__contact navbar__contact--${contact.type}`}>
                  {contact.type === 'tel' ? <Glyph name="phone" size={16} /> : null}
                  {contact.type === 'email' ? <Glyph name="mail" size={16} /> : null}
                  {contact.value}
                </a>
              </li>
            );
          })}
          {content.forms.map((form) => (
            <li key={form.formCode}>
              <button type="button" className="navbar__form">
                {form.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
