import { Link } from 'react-router';
import type { Camelize, Services } from '@store/contracts';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Image } from '~/components/image';
import { Icon } from '~/ui/icon/icon';
import { EmptyState } from '~/components/empty-state';
import './marketing.css';
import { Lead } from '~/components/prose';

/** /services/: a card per service, each leading to its page with the service's lead form. */
export function ServicesPage({ page }: { page: Camelize<Services> }) {
  return (
    <div className="services-page">
      <Breadcrumbs items={[{ name: page.title, url: '/services/' }]} />
      <h1 className="page-title">{page.title}</h1>
      {page.description ? <Lead>{page.description}</Lead> : null}
      {page.services.length === 0 ? (
        <EmptyState title="Услуги пока не добавлены" text="Загляните в каталог: крепёж со склада отгружаем в день заказа." toCatalog />
      ) : (
        <ul className="service-cards">
          {page.services.map((service) => (
            <li key={service.code} className="service-card ui-surface">
              {service.image ? <Image src={service.image} alt="" width={64} height={64} className="service-card__image" /> : null}
              <h2 className="service-card__title">
                <Link to={service.url} prefetch="intent" className="service-card__link">
                  {service.title}
                </Link>
              </h2>
              {service.summary ? <p className="service-card__summary">{service.summary}</p> : null}
              <span className="service-card__more" aria-hidden="true">
                Подробнее <Icon name="arrow-right" size={16} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
