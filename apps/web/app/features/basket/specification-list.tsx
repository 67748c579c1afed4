import { useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { basketLimits, formatMoney } from '@store/contracts';
import { Badge } from '~/ui/badge/badge';
import { Button } from '~/ui/button/button';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { BasketColorDot } from './basket-colors';
import { productsCount } from './basket-list';
import type { MultiBasketView } from '~/visitor/basket-store';
import '~/components/profile-cards.css';
import './specifications.css';
import { EmptyState } from '~/components/empty-state';

const loadCreateDialog = () => import('./create-basket-dialog');

/** /profile/baskets/ ('Спецификации'): the user's named baskets, the active one marked, and a new one while fewer than 8. */
export function SpecificationList({ baskets }: { baskets: readonly MultiBasketView[] }) {
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const revalidator = useRevalidator();
  const { Component: CreateBasketDialog, loadNow } = useDeferredComponent(loadCreateDialog);
  return (
    <div className="specifications">
      <div className="specification__head">
        <h1 className="account-title">Спецификации</h1>
        {baskets.length < basketLimits.maxBaskets ? (
          <Button
            ref={createButton}
            iconStart="plus"
            onClick={() => {
              loadNow();
              setCreating(true);
            }}
          >
            Создать корзину
          </Button>
        ) : null}
      </div>
      <p className="account-lead">Именованные корзины: соберите в каждой товары для своего объекта и сделайте активной ту, с которой работаете.</p>
      {baskets.length === 0 ? (
        <EmptyState title="Корзин пока нет" text="Основная корзина появится, когда вы добавите в неё первый товар." />
      ) : (
        <ul className="profile-cards specification-cards">
          {baskets.map((basket) => (
            <li key={basket.id}>
              <article className="profile-card ui-surface">
                <h2 className="profile-card__name">
                  {/* The dot inside the link: a long name wraps under it instead of leaving it on a line of its own. */}
                  <Link to={`/profile/baskets/${basket.id}/`} className="specification-card__link">
                    <BasketColorDot color={basket.color} />
                    {basket.name}
                  </Link>
                </h2>
                <p className="specification-card__badges">
                  {basket.isActive ? <Badge tone="success">Активная</Badge> : null}
                  {basket.isMain ? <Badge>Основная</Badge> : null}
                </p>
                {basket.description ? <p className="specification-card__description">{basket.description}</p> : null}
                <p className="specification-card__figures">
                  {productsCount(basket.count)} · {formatMoney(basket.price)}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      {CreateBasketDialog ? (
        <CreateBasketDialog open={creating} onOpenChange={setCreating} onCreated={() => revalidator.revalidate()} returnFocusTo={createButton.current} />
      ) : null}
    </div>
  );
}
