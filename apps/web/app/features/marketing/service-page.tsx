import type { Camelize, ServiceAnswer } from '@store/contracts';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Image } from '~/components/image';
import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import { Lead, Prose } from '~/components/prose';
import { buttonClassName } from '~/ui/button/button';
import './marketing.css';

/** /services/{code}/: the service's text (Markdown rendered safely by the API) and a button opening its lead form. */
export function ServicePage({ service, servicesTitle }: { service: Camelize<ServiceAnswer>; servicesTitle: string }) {
  return (
    <div className="service-page">
      <Breadcrumbs
        items={[
          { name: servicesTitle, url: '/services/' },
          { name: service.title, url: `/services/${service.code}/` },
        ]}
      />
      <div className="service-page__grid">
        <article className="service-page__main">
          <h1 className="page-title">{service.title}</h1>
          {service.summary ? <Lead>{service.summary}</Lead> : null}
          <Prose html={service.bodyHtml} />
        </article>
        <aside className="service-page__order ui-surface" aria-label="Заказ услуги">
          {service.image ? <Image src={service.image} alt="" width={96} height={96} className="service-page__image" /> : null}
          <p className="service-page__order-title">{service.title}</p>
          <p className="service-page__order-text">Оставьте заявку — менеджер рассчитает стоимость и срок.</p>
          <LeadFormButton
            formCode={service.form.formCode}
            hidden={{ service: service.title }}
            className={buttonClassName({ size: 'l', variant: 'primary', block: true })}
          >
            {service.form.buttonText}
          </LeadFormButton>
        </aside>
      </div>
    </div>
  );
}
