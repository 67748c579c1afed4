import { CalendarDate } from '@internationalized/date';
import { Accordion } from '../../accordion/accordion';
import { Avatar, type AvatarSize } from '../../avatar/avatar';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { dayToIso } from '../../date-picker/iso-days';
import { LoaderWrapper } from '../../loader-wrapper/loader-wrapper';
import { addToast } from '../../toast/toast-store';
import { Example, ShowcaseSection } from '../showcase-section';

type Order = { id: string; date: string; title: string; status: 'progress' | 'success' | 'failure'; manager: string; email: string; margin: number };

const orders: Order[] = [
  {
    id: '1042',
    date: dayToIso(new CalendarDate(2025, 3, 7)),
    title: 'Болт DIN 933 M10×40, 2000 шт',
    status: 'success',
    manager: 'Анна Петрова',
    email: 'a.petrova@krep.ru',
    margin: 1234.5,
  },
  {
    id: '1043',
    date: dayToIso(new CalendarDate(2025, 3, 9)),
    title: 'Гайка DIN 934 M10, 5000 шт',
    status: 'progress',
    manager: 'Олег Смирнов',
    email: 'o.smirnov@krep.ru',
    margin: 86.1,
  },
  {
    id: '1044',
    date: dayToIso(new CalendarDate(2025, 3, 12)),
    title: 'Шайба DIN 125 M10, 5000 шт',
    status: 'failure',
    manager: 'Ирина Ковалёва',
    email: 'i.kovaleva@krep.ru',
    margin: -312,
  },
];
const columns: DataTableColumn<Order>[] = [
  { key: 'date', title: 'Дата', type: 'date', value: (order) => order.date },
  { key: 'title', title: 'Заказ', type: 'text', value: (order) => `№${order.id} · ${order.title}` },
  { key: 'status', title: 'Статус', type: 'status', value: (order) => order.status },
  { key: 'manager', title: 'Менеджер', type: 'user', value: (order) => ({ name: order.manager, email: order.email }) },
  { key: 'margin', title: 'Маржа', type: 'profitLoss', value: (order) => order.margin },
  {
    key: 'actions',
    title: 'Действия',
    type: 'actions',
    value: (order) => ({
      label: `Действия с заказом №${order.id}`,
      items: [
        { code: 'open', name: 'Открыть', icon: 'eye' },
        { code: 'repeat', name: 'Повторить', icon: 'refresh' },
      ],
      onSelect: (code) => addToast({ message: `${code}: №${order.id}` }),
    }),
  },
];
const avatarSizes: AvatarSize[] = ['sm', 'regular', 'md', 'lg', 'xl'];
const faq = [
  { id: 'delivery', title: 'Как рассчитывается доставка?', content: <p>По весу и объёму заказа, тарифами транспортной компании.</p> },
  { id: 'vat', title: 'Цены указаны с НДС?', content: <p>Да, все цены включают НДС 20%.</p> },
  { id: 'docs', title: 'Какие документы мы передаём?', content: <p>УПД, счёт-фактуру и сертификаты качества.</p> },
];

export function DataSection() {
  return (
    <ShowcaseSection id="data" title="Данные">
      <Example title="Таблица: дата, текст, статус, пользователь, прибыль/убыток, действия" wide>
        <DataTable caption="Последние заказы" showCaption columns={columns} rows={orders} rowKey={(order) => order.id} />
      </Example>
      <Example title="Аватары: sm, regular, md, lg, xl; круг и скругление; точка уведомления">
        <div className="ui-showcase__row ui-showcase__row--end">
          {avatarSizes.map((size) => (
            <Avatar key={size} name="Анна Петрова" size={size} />
          ))}
        </div>
        <div className="ui-showcase__row ui-showcase__row--end">
          {avatarSizes.map((size) => (
            <Avatar key={size} name="Олег Смирнов" size={size} shape="rounded" notification />
          ))}
        </div>
      </Example>
      <Example title="Обёртка загрузки: ожидание, ошибка, содержимое">
        <div className="ui-showcase__grid">
          <LoaderWrapper pending>
            <p>Не видно</p>
          </LoaderWrapper>
          <LoaderWrapper pending={false} error="Не удалось загрузить остатки">
            <p>Не видно</p>
          </LoaderWrapper>
        </div>
        <LoaderWrapper pending={false}>
          <p>Остаток на складе: 12 400 шт.</p>
        </LoaderWrapper>
      </Example>
      <Example title="Аккордеон (250 мс)" wide>
        <Accordion sections={faq} defaultOpen={['delivery']} />
      </Example>
    </ShowcaseSection>
  );
}
