import { useId } from 'react';
import type { Camelize, Header } from '@store/contracts';
import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import { SmartLink } from '~/components/smart-link';
import { buttonClassName } from '~/ui/button/button';

interface HeaderMenuLinksProps {
  content: Camelize<Header>;
  /** A form button was pressed: the menu closes (and hands focus back to its Каталог button) as the form opens. */
  onFormOpen: () => void;
}

/**
 * The navbar's links and form buttons inside the mobile catalogue menu (spec §2): below 1024 px the navbar hides them,
 * so a phone reaches them here; the forms open the same lead-form dialog as the navbar's.
 */
export function HeaderMenuLinks({ content, onFormOpen }: HeaderMenuLinksProps) {
  const headingId = useId();
  if (content.links.length === 0 && content.forms.length === 0) return null;
  return (
    <section className="header-menu-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="header-menu-links__title">
        Информация
      </h2>
      {content.links.length > 0 ? (
        <ul className="header-menu-links__list">
          {content.links.map((link) => (
            <li key={link.url}>
              <SmartLink url={link.url} newWindow={link.openInNewWindow} className="header-menu-links__link">
                {link.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {content.forms.length > 0 ? (
        <div className="header-menu-links__forms">
          {content.forms.map((form) => (
            <LeadFormButton key={form.formCode} formCode={form.formCode} onOpen={onFormOpen} className={buttonClassName({ variant: 'outline', block: true })}>
              {form.name}
            </LeadFormButton>
          ))}
        </div>
      ) : null}
    </section>
  );
}
