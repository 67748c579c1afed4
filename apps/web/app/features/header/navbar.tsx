import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import type { Camelize, Header } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';
import { SmartLink, contactHref } from '~/components/smart-link';
import { CopyButton } from './copy-button';

interface NavbarProps {
  content: Camelize<Header>;
  city: string | null;
}

/** Thin bar above the header: fixed city, content links, contacts as tel:/mailto: links (with their own icon and a copy button when set), form links. */
export function Navbar({ content, city }: NavbarProps) {
  return (
    <div className="navbar">
      <div className="container navbar__inner">
        {city ? (
          <p className="navbar__city">
            <Icon name="map-pin" size={16} />
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
            const className = `navbar__contact navbar__contact--${contact.type}`;
            const label = (
              <>
                {contact.image ? (
                  <img src={contact.image} alt="" width={16} height={16} className="navbar__contact-image" />
                ) : (
                  <ContactGlyph type={contact.type} />
                )}
                {contact.value}
              </>
            );
            return (
              <li key={contact.id} className={`navbar__contacts-item navbar__contacts-item--${contact.type}`}>
                {href ? (
                  <a href={href} title={contact.name} className={className}>
                    {label}
                  </a>
                ) : (
                  // A plain ('default') contact is text, not a link.
                  <span title={contact.name} className={className}>
                    {label}
                  </span>
                )}
                {contact.copy ? <CopyButton value={contact.value} /> : null}
              </li>
            );
          })}
          {content.forms.map((form) => (
            <li key={form.formCode}>
              <LeadFormButton formCode={form.formCode} className="navbar__form">
                {form.name}
              </LeadFormButton>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ContactGlyph({ type }: { type: Camelize<Header>['contacts'][number]['type'] }) {
  if (type === 'tel') return <Icon name="phone" size={16} />;
  if (type === 'email') return <Icon name="mail" size={16} />;
  return null;
}
