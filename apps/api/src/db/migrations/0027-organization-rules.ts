import type { Kysely } from 'kysely';

// Frozen once shipped. The rules a buyer accepts when adding an organisation ('Я принимаю правила', spec §3): the
// form links to this page, so every store has it, seeded or not; its operator edits the words. A store that already
// has a page at this address keeps its own. No links in it: a store without the demo content has no other pages.

const slug = 'organization-rules';

const body = `Добавляя организацию в личный кабинет, вы подтверждаете, что действуете от её имени или с её согласия, и принимаете эти правила.

## Реквизиты

- Наименование, ИНН, КПП, ОГРН, юридический адрес и директор должны совпадать с выпиской из ЕГРЮЛ. По ним мы выставляем счета и оформляем закрывающие документы.
- Если реквизиты изменились, исправьте их в карточке организации до следующего заказа: документы по уже оформленным заказам остаются с прежними реквизитами.

## Сотрудники и заказы

- Сотрудников компании добавляют и удаляют её менеджеры; изменять реквизиты может главный менеджер компании.
- Заказ от имени организации оформляет её сотрудник; организация оплачивает заказы, оформленные её сотрудниками.
- Организация, добавленная под родительской, входит в неё: менеджеры родительской организации видят её заказы.

## Оплата и поставка

Организации оплачивают заказы по счёту, картой онлайн или при получении — способом, выбранным при оформлении. Поставка, приёмка товара и возврат — по договору поставки.

## Данные

Реквизиты организации и данные сотрудников мы обрабатываем по политике конфиденциальности и только для исполнения заказов.`;

export async function up(db: Kysely<any>): Promise<void> {
  const taken = await db.selectFrom('pages').select('slug').where('slug', '=', slug).executeTakeFirst();
  if (taken) return;
  await db
    .insertInto('pages')
    .values({ slug, title: 'Правила работы с организациями', description: 'Что принимает покупатель, добавляя организацию в личный кабинет.', body_md: body })
    .execute();
}

/** Takes back only the page `up` wrote with its own words: a page the store had before, or edited since, is the operator's. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('pages').where('slug', '=', slug).where('body_md', '=', body).execute();
}
