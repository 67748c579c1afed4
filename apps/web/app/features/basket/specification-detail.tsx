import { Link } from 'react-router';
import { Badge } from '~/ui/badge/badge';
import { Button } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import { BasketColorDot } from './basket-colors';
import type { BasketView, MultiBasketView } from '~/visitor/basket-store';
import { BasketSummary } from './basket-summary';
import type { SpecificationAnswer } from './specification-answer';
import { CopyItemsForm, DeleteBasketButton, MakeActiveButton, SpecificationEditForm } from './specification-forms';
import { BasketTable } from './basket-table';
import '~/components/profile-cards.css';
import './basket.css';
import './specifications.css';

interface SpecificationDetailProps {
  basket: BasketView & { currentBasket: NonNullable<BasketView['currentBasket']> };
  entry: MultiBasketView;
  baskets: readonly MultiBasketView[];
  pageAnswer: SpecificationAnswer | undefined;
}

/** /profile/baskets/{id}/: one of the user's baskets with its lines, and what can be done with it. */
export function SpecificationDetail({ basket, entry, baskets, pageAnswer }: SpecificationDetailProps) {
  const current = basket.currentBasket;
  const targets = baskets.filter((other) => other.id !== current.id);
  return (
    <div className="specification">
      <Link to="/profile/baskets/" className="profile-back">
        <Icon name="arrow-left" size={16} /> Все спецификации
      </Link>
      <div className="specification__head">
        <h1 className="account-title specification__title">
          <BasketColorDot color={current.color} />
          <span className="specification__name">{current.name}</span>
        </h1>
        {entry.isActive ? <Badge tone="success">Активная</Badge> : null}
        {current.isMain ? <Badge>Основная</Badge> : null}
      </div>
      {current.description ? <p className="account-lead">{current.description}</p> : null}
      <div className="specification__actions">
        {entry.isActive ? null : <MakeActiveButton pageAnswer={pageAnswer} />}
        <Button href={`/basket/export.xlsx?basket_id=${current.id}`} download variant="outline" size="sm" iconStart="download">
          Скачать Excel
        </Button>
        {current.isMain ? null : <DeleteBasketButton name={current.name} pageAnswer={pageAnswer} />}
      </div>

      <section className="profile-section ui-surface" aria-labelledby="specification-lines">
        <h2 id="specification-lines" className="profile-section__title">
          Товары
        </h2>
        {basket.items.length === 0 ? (
          <p className="specification__empty">В корзине нет товаров.</p>
        ) : (
          <>
            <BasketTable lines={basket.items} caption="Товары спецификации" />
            <div className="specification__summary">
              <BasketSummary basket={basket} />
            </div>
          </>
        )}
      </section>

      {basket.items.length > 0 && targets.length > 0 ? (
        <section className="profile-section ui-surface" aria-labelledby="specification-copy">
          <h2 id="specification-copy" className="profile-section__title">
            Скопировать товары в другую корзину
          </h2>
          <CopyItemsForm targets={targets} pageAnswer={pageAnswer} />
        </section>
      ) : null}

      <section className="profile-section ui-surface" aria-labelledby="specification-edit">
        <h2 id="specification-edit" className="profile-section__title">
          Название и цвет
        </h2>
        <SpecificationEditForm key={`${current.name}|${current.description}|${current.color}`} basket={current} pageAnswer={pageAnswer} />
      </section>
    </div>
  );
}
