import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { russianCities } from './data/russian-cities.ts';

// Frozen once shipped. Where and how an order travels and how it is paid (issue 12): the cities the checkout's city
// picker suggests (reference data, so every store has them, seeded or not) and the payment methods.

/** Lower case, ё as е: how the city picker compares names. Kept in step with the delivery module's normaliser. */
const searchName = (name: string) => name.toLowerCase().replaceAll('ё', 'е');

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable('cities')
    .addColumn('id', sql`${id}`)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('population', 'integer', (c) => c.notNull())
    .addUniqueConstraint('cities_name_region', ['name', 'region'])
    .execute();
  await db.schema.createIndex('cities_search_name').on('cities').column('search_name').execute();
  await db
    .insertInto('cities')
    .values(
      russianCities.map(([name, region, zip, latitude, longitude, population]) => ({
        name,
        search_name: searchName(name),
        region,
        country: 'Россия',
        zip,
        latitude,
        longitude,
        population,
      })),
    )
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', sql`${id}`)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    // Preselected for buyers of this kind ('legal' or 'individual'); null: for nobody.
    .addColumn('default_for', 'text')
    .execute();
  await db
    .insertInto('payment_methods')
    .values([
      {
        code: 'invoice',
        name: 'Безналичный расчёт по счёту',
        logo: '/payment/invoice.svg',
        description: 'Счёт на оплату придёт на e-mail после оформления заказа. Отгрузим после поступления оплаты.',
        sort: 10,
        is_active: 1,
        default_for: 'legal',
      },
      {
        code: 'on_receipt',
        name: 'Картой или наличными при получении',
        logo: '/payment/on-receipt.svg',
        description: 'Оплата курьеру или на складе при получении заказа.',
        sort: 20,
        is_active: 1,
        default_for: 'individual',
      },
      {
        code: 'online_card',
        name: 'Банковской картой онлайн',
        logo: '/payment/online-card.svg',
        description: 'Оплата картой на странице платёжного сервиса сразу после оформления заказа.',
        sort: 30,
        // Offered once the payment provider is wired in.
        is_active: 0,
        default_for: null,
      },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_methods').execute();
  await db.schema.dropTable('cities').execute();
}
