import { type Camelize, type PriceList, pluralRu } from '@store/contracts';
import { formatQuantity } from '~/components/availability';
import { buttonClassName } from '~/ui/button/button';
import { Icon } from '~/ui/icon/icon';
import './price-lists.css';

/**
 * /profile/price-lists/ (spec §2): the whole catalogue and each top-level section as a spreadsheet to download.
 * Each is a plain link to the file (the API makes it when asked), so it works before scripts run.
 */
export function PriceListsPage({ priceLists }: { priceLists: readonly Camelize<PriceList>[] }) {
  return (
    <div className="price-lists">
      <h1 className="account-title">Прайс-листы</h1>
      <p className="price-lists__lead">
        Цены с НДС и наличие на складах — на момент скачивания. Файл XLSX открывается в Excel, LibreOffice и Google Таблицах; в каждой строке — ссылка на товар
        в каталоге.
      </p>
      <ul className="price-lists__list ui-surface" aria-label="Прайс-листы">
        {priceLists.map((list) => (
          <li key={list.code} className="price-lists__item">
            <Icon name="file" size={28} className="price-lists__icon" />
            <div className="price-lists__text">
              <h2 className="price-lists__name" id={`price-list-${list.code}`}>
                {list.name}
              </h2>
              <p className="price-lists__meta">
                {formatQuantity(list.productCount)} {pluralRu(list.productCount, ['товар', 'товара', 'товаров'])} · XLSX
              </p>
            </div>
            <a className={buttonClassName({ variant: 'outline' })} href={list.url} download aria-describedby={`price-list-${list.code}`}>
              <Icon name="download" size={18} />
              Скачать
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
