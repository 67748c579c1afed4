import type { Camelize, PromotionCard } from '@store/contracts';
import { Badge } from '~/ui/badge/badge';
import { PublicationCard } from './publication-card';
import { PromotionPeriod } from './publication-dates';
import { promotionPath } from './publication-paths';
import { EmptyState } from '~/components/empty-state';
import './publications.css';

/** /profile/promo/ (spec §2): the promotions running now, those with a promo code marked with it. */
export function PromotionListPage({ promotions }: { promotions: readonly Camelize<PromotionCard>[] }) {
  return (
    <div className="publications">
      <h1 className="account-title">Акции</h1>
      {promotions.length === 0 ? (
        <EmptyState title="Сейчас акций нет" text="Новые акции появятся здесь, а пока — весь ассортимент в каталоге." toCatalog />
      ) : (
        <ul className="publication-list" aria-label="Акции магазина">
          {promotions.map((promotion) => (
            <li key={promotion.code}>
              <PublicationCard
                to={promotionPath(promotion.code)}
                title={promotion.title}
                summary={promotion.summary}
                image={promotion.image}
                headingId={`promo-${promotion.code}`}
                when={<PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />}
                badges={promotion.promocode ? <Badge tone="success">Промокод {promotion.promocode}</Badge> : null}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
