import { Fragment } from 'react';
import { Link } from 'react-router';
import { deliversToDoor, formatIsoDay, formatMoney } from '@store/contracts';
import { FormAlert } from '~/forms/text-field';
import { Badge } from '~/ui/badge/badge';
import { Icon } from '~/ui/icon/icon';
import { OrderActions } from './order-actions';
import { formatMoscowDay, formatMoscowMoment } from '~/lib/moscow-dates';
import { receivingTypeNames, requisiteNames } from './order-format';
import type { OrderActionAnswer } from './orders.server';
import type { OrderView } from './order-types';
import '~/components/profile-cards.css';
import './orders.css';
import { PhoneText } from '~/components/phone-text';

function OrderLines({ order }: { order: OrderView }) {
  return (
    <table className="order-lines">
      <caption className="ui-visually-hidden">Товары заказа</caption>
      <thead>
        <tr>
          <th scope="col">Товар</th>
          <th scope="col">Цена</th>
          <th scope="col">Количество</th>
          <th scope="col">Сумма</th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.productId}-${line.article}`}>
            <td>
              <span className="order-lines__name">{line.name}</span>
              <span className="order-lines__article">Арт. {line.article}</span>
              {line.onOrderQuantity > 0 ? (
                <span className="order-lines__on-order">
                  Под заказ: {line.onOrderQuantity} {line.unit}, срок поставки {line.leadTimeDays} дн.
                </span>
              ) : null}
            </td>
            <td className="ui-num">{formatMoney(line.discountPrice)}</td>
            <td className="ui-num">
              {line.quantity} {line.unit}
            </td>
            <td className="ui-num">{formatMoney(line.sumDiscountPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderTotals({ order }: { order: OrderView }) {
  return (
    <dl className="order-facts order-totals">
      <dt>Товаров в заказе</dt>
      <dd>{formatMoney(order.goodsDiscountPrice)}</dd>
      {order.promocode ? (
        <>
          <dt>Промокод {order.promocode}</dt>
          <dd>−{formatMoney(order.promoDiscount)}</dd>
        </>
      ) : null}
      <dt>Доставка</dt>
      <dd>{order.delivery.price === 0 ? 'бесплатно' : formatMoney(order.delivery.price)}</dd>
      <dt>Итого с НДС</dt>
      <dd className="order-totals__total">{formatMoney(order.total)}</dd>
      <dt>В том числе НДС {order.vatRate} %</dt>
      <dd>{formatMoney(order.vatAmount)}</dd>
    </dl>
  );
}

function Receiving({ delivery }: { delivery: OrderView['delivery'] }) {
  // A pickup's place is in its description (the warehouse's or the point's name and address); a courier's is the address.
  const place = deliversToDoor(delivery.receivingType) ? delivery.address : '';
  return (
    <dl className="order-facts">
      <dt>Способ</dt>
      {/* The description the order recorded names the way and its place ('Самовывоз: Склад …'); the way's bare name is
          only for an order without one. */}
      <dd>{delivery.description || receivingTypeNames[delivery.receivingType]}</dd>
      <dt>Город</dt>
      <dd>{delivery.location}</dd>
      {place ? (
        <>
          <dt>Адрес</dt>
          <dd>{[delivery.zip, place].filter(Boolean).join(', ')}</dd>
        </>
      ) : null}
      {delivery.dateFrom ? (
        <>
          <dt>Срок</dt>
          <dd>
            {delivery.dateFrom === delivery.dateTo ? formatIsoDay(delivery.dateFrom) : `${formatIsoDay(delivery.dateFrom)} – ${formatIsoDay(delivery.dateTo)}`}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Buyer({ order }: { order: OrderView }) {
  const requisites = Object.entries(order.requisites ?? {}).filter(([, value]) => value);
  return (
    <dl className="order-facts">
      {order.buyer ? (
        <>
          <dt>Оформил</dt>
          <dd>{order.buyer}</dd>
        </>
      ) : null}
      <dt>Контактное лицо</dt>
      <dd>{order.contact.contactPerson}</dd>
      <dt>Email</dt>
      <dd>{order.contact.email}</dd>
      <dt>Телефон</dt>
      <dd>
        <PhoneText phone={order.contact.phone} />
      </dd>
      {requisites.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{requisiteNames[key] ?? key}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
      {order.comment ? (
        <>
          <dt>Комментарий</dt>
          <dd>{order.comment}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** /profile/orders/{orderNum}/: the order as it was placed (its snapshot), its course, the invoice, repeat and cancel. */
export function OrderDetailPage({ order, answer }: { order: OrderView; answer: OrderActionAnswer | undefined }) {
  return (
    <article className="order-detail">
      <Link to="/profile/orders/" className="profile-back">
        <Icon name="arrow-left" size={16} /> Все заказы
      </Link>
      <header className="order-detail__head">
        <h1 className="account-title">
          Заказ <span className="order-detail__number">№ {order.orderNum}</span> от {formatMoscowDay(order.createdAt)}
        </h1>
        <Badge tone={order.status === 'Отменён' ? 'danger' : order.status === 'Доставлен' ? 'success' : 'info'}>{order.status}</Badge>
      </header>
      {answer?.notice ? (
        <p className="order-detail__notice" role="status">
          {answer.notice}
        </p>
      ) : null}
      <FormAlert message={answer?.error} />
      <OrderActions order={order} />
      <section className="order-detail__section" aria-labelledby="order-lines">
        <h2 id="order-lines">Товары</h2>
        <OrderLines order={order} />
        <OrderTotals order={order} />
      </section>
      <div className="order-detail__columns">
        <section className="order-detail__section" aria-labelledby="order-receiving">
          <h2 id="order-receiving">Получение</h2>
          <Receiving delivery={order.delivery} />
        </section>
        <section className="order-detail__section" aria-labelledby="order-payment">
          <h2 id="order-payment">Оплата</h2>
          <p>{order.payment.name}</p>
        </section>
        <section className="order-detail__section" aria-labelledby="order-buyer">
          <h2 id="order-buyer">{order.userType === 'company' ? 'Покупатель и реквизиты' : 'Покупатель'}</h2>
          <Buyer order={order} />
        </section>
        <section className="order-detail__section" aria-labelledby="order-history">
          <h2 id="order-history">История заказа</h2>
          <ol className="order-history">
            {order.history.map((entry) => (
              <li key={`${entry.createdAt}-${entry.status}`}>
                <span className="ui-num">{formatMoscowMoment(entry.createdAt)}</span> — {entry.status}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
