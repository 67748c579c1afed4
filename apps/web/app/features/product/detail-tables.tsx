import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type Camelize, type ProductDetail, formatMoney } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { SmartLink } from '~/components/smart-link';
import { productAnchor } from '~/lib/product-anchor';
import { buttonClassName } from '~/ui/button/button';
import { AddToBasket } from '~/visitor/add-to-basket';
import { allSizesParam } from './nearest-sizes';

type Detail = Camelize<ProductDetail>;

export function CharacteristicsTable({ items }: { items: Detail['characteristics'] }) {
  if (items.length === 0) return <p className="product-muted">Характеристики не указаны</p>;
  return (
    <table className="spec-table">
      <tbody>
        {items.map((item) => (
          <tr key={item.code}>
            <th scope="row">{item.name}</th>
            <td>{item.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StockTable({ stocks, unit }: { stocks: Detail['stocks']; unit: string }) {
  if (stocks.length === 0) return <p className="product-muted">Нет на складах, поставка под заказ</p>;
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">Склад</th>
          <th scope="col">Адрес</th>
          <th scope="col" className="data-table__number">
            Остаток
          </th>
        </tr>
      </thead>
      <tbody>
        {stocks.map((stock) => (
          <tr key={stock.warehouseId}>
            <td>{stock.name}</td>
            <td className="product-muted">{stock.address}</td>
            <td className="data-table__number">{stock.quantity > 0 ? `${formatQuantity(stock.quantity)} ${unit}` : 'Нет'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Other sizes of the same family: a compact table, each row a link and a basket control, the current size marked.
 * When the page carries only the sizes nearest this one (of `total`), 'Показать все' leads to the same page with
 * every size (`?sizes=all`): a link, so it works before the page's JavaScript runs; with it, the table grows in place.
 */
export function RelatedSizes({ sizes, total = sizes.length }: { sizes: Detail['relatedSizes']; total?: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  /** 'Показать все' was followed in the app: once every size is there, focus goes to the table (the link is gone). */
  const showingAll = useRef(false);

  // The current size near the middle of the table's box (it is in the middle of the nearest sizes, below the box's
  // first rows), whenever the rows change, the box starting at a whole row under its header (a sliver of a row's
  // button there looked broken); then the table takes the focus that 'Показать все' had.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of rows changes, and only then
  useLayoutEffect(() => {
    const box = scroller.current;
    const row = box?.querySelector<HTMLElement>('.data-table__current');
    if (box && row) {
      const head = box.querySelector('thead')?.offsetHeight ?? 0;
      const middle = row.offsetTop - head - (box.clientHeight - head - row.offsetHeight) / 2;
      const rows = [...box.querySelectorAll<HTMLElement>('tbody tr')];
      const first = rows.find((candidate) => candidate.offsetTop - head >= middle) ?? row;
      box.scrollTop = Math.max(0, first.offsetTop - head);
    }
    if (showingAll.current && sizes.length >= total) {
      showingAll.current = false;
      box?.focus();
    }
  }, [sizes.length]);

  if (sizes.length < 2) return null;
  return (
    <section className="related-sizes" aria-labelledby="related-sizes-title">
      <h2 id="related-sizes-title" className="product-section-title">
        Другие размеры
      </h2>
      {/* Focusable by script only: it takes the focus of 'Показать все' once every size is there. */}
      <div ref={scroller} className="related-sizes__scroll" tabIndex={-1}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Размер</th>
              <th scope="col" className="related-sizes__stock">
                Наличие
              </th>
              <th scope="col" className="data-table__number">
                Цена
              </th>
              <th scope="col">
                <span className="ui-visually-hidden">Корзина</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              // Another size's row is where its basket form returns without JavaScript; the current size's is the price box.
              <tr key={size.code} id={size.current ? undefined : productAnchor(size.id)} className={size.current ? 'data-table__current' : undefined}>
                <td>
                  {size.current ? (
                    <span aria-current="page">{size.size}</span>
                  ) : (
                    <SmartLink url={size.url} title={size.name}>
                      {size.size}
                    </SmartLink>
                  )}
                  {/* A phone has no room for the column: the same words under the size (one of the two is display: none). */}
                  <Stock available={size.available} className="related-sizes__stock-under" />
                </td>
                <td className="related-sizes__stock">
                  <Stock available={size.available} />
                </td>
                <td className="data-table__number">{formatMoney(size.discountPrice ?? size.price)}</td>
                <td className="related-sizes__basket">
                  <AddToBasket product={size} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > sizes.length ? (
        <Link
          to={`?${allSizesParam}=all`}
          replace
          preventScrollReset
          rel="nofollow"
          onClick={() => (showingAll.current = true)}
          className={buttonClassName({ variant: 'link', size: 'sm', className: 'related-sizes__all' })}
        >
          Показать все ({total})
        </Link>
      ) : null}
    </section>
  );
}

function Stock({ available, className }: { available: boolean; className?: string }) {
  const tone = available ? 'related-sizes__in' : 'product-muted';
  return <span className={className ? `${tone} ${className}` : tone}>{available ? 'В наличии' : 'Под заказ'}</span>;
}
