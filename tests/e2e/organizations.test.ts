import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { sidewaysScroll } from './support/layout.ts';
import { waitForHydration } from './support/hydration.ts';
import { signIn, signInWithoutScripts } from './support/sign-in.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

const listPath = '/profile/organizations/';
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Requisites no other run has: ИНН and ОГРН with their check digits, from a number of this run. */
function newRequisites(label: string) {
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8);
  return {
    name: `ООО «${label} ${digits}»`,
    inn: withInnCheckDigit(`7${digits}`),
    kpp: '770501001',
    ogrn: withOgrnCheckDigit(`1177746${digits.slice(-5)}`),
    postalCode: '115054',
    address: 'г. Москва, ул. Валовая, д. 26',
    director: 'Орлова Светлана Игоревна',
  };
}

async function fillRequisites(form: ReturnType<Page['getByRole']>, requisites: ReturnType<typeof newRequisites>) {
  await form.getByRole('textbox', { name: /^Наименование организации/ }).fill(requisites.name);
  await form.getByRole('textbox', { name: /^ИНН/ }).fill(requisites.inn);
  await form.getByRole('textbox', { name: /^КПП/ }).fill(requisites.kpp);
  await form.getByRole('textbox', { name: /^ОГРН/ }).fill(requisites.ogrn);
  await form.getByRole('textbox', { name: /^Индекс/ }).fill(requisites.postalCode);
  await form.getByRole('textbox', { name: /^Адрес организации/ }).fill(requisites.address);
  await form.getByRole('textbox', { name: /^Директор/ }).fill(requisites.director);
}

describe('/profile/organizations/', () => {
  it('the main manager creates an organisation in the dialog, changes its requisites and deletes it', async () => {
    const { page } = await openPage();
    await signIn(page, 'director@example.ru');
    await page.getByRole('navigation').getByRole('link', { name: 'Организации' }).first().click();
    await page.waitForURL((url) => url.pathname === listPath);
    await page.getByRole('heading', { name: 'Организации', level: 1 }).waitFor();
    expect(await card(page, 'ООО «ТехМонтаж» Ваша организация').innerText()).toMatch(/ИНН \d{10} · КПП 770101001/);
    expect(await card(page, 'ООО «ТехМонтаж-Урал»').innerText()).toMatch(/Входит в ООО «ТехМонтаж»/);

    const create = page.getByRole('main').getByRole('button', { name: 'Создать организацию' });
    await waitForHydration(create);
    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Новая организация' });
    // Sent empty, it says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Создать организацию' }).click();
    await dialog.getByText('Примите правила').waitFor();
    expect(await dialog.getByText('Обязательное поле').count()).toBeGreaterThan(3);

    // The look-up fills every requisite of the organisation it finds.
    await dialog.getByRole('combobox', { name: /^Найти организацию/ }).fill('МеталлСнаб');
    await page.getByRole('option', { name: /ООО «МеталлСнаб»/ }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: /^Наименование организации/ }).inputValue()).toBe('ООО «МеталлСнаб»');
    expect(await dialog.getByRole('textbox', { name: /^КПП/ }).inputValue()).toBe('781201001');
    expect(await dialog.getByRole('textbox', { name: /^Индекс/ }).inputValue()).toBe('194156');
    expect(await dialog.getByRole('textbox', { name: /^Директор/ }).inputValue()).toBe('Лебедева Ольга Игоревна');

    const requisites = newRequisites('Монтаж-Юг');
    await fillRequisites(dialog, requisites);
    await dialog.getByRole('combobox', { name: 'Родительская организация' }).selectOption({ label: 'ООО «ТехМонтаж-Урал»' });
    // The rules are there to read, in a new window: the form keeps what was typed, and the box stays as it was.
    const [rules] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('link', { name: 'правила' }).click()]);
    await rules.getByRole('heading', { name: 'Правила работы с организациями', level: 1 }).waitFor();
    await rules.close();
    expect(await dialog.getByRole('checkbox', { name: 'Я принимаю правила' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: /^Наименование организации/ }).inputValue()).toBe(requisites.name);
    // A link inside the box's label is no fault for a screen reader.
    expect(await severeFaults(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('checkbox', { name: 'Я принимаю правила' }).check();
    await dialog.getByRole('button', { name: 'Создать организацию' }).click();
    await page.waitForURL((url) => /^\/profile\/organizations\/\d+\/$/.test(url.pathname));
    await page.getByRole('heading', { name: requisites.name, level: 1 }).waitFor();
    await page.getByText('Входит в ООО «ТехМонтаж-Урал» · Сотрудников: 0 · Заказов: 0').waitFor();

    expect(await severeFaults(page)).toEqual([]);

    const director = page.getByRole('textbox', { name: /^Директор/ });
    await waitForHydration(director);
    await director.fill('Орлов Игорь Петрович');
    await page.getByRole('button', { name: 'Сохранить реквизиты' }).click();
    await page.getByRole('status').getByText('Реквизиты сохранены').waitFor();

    // The list shows it under its parent; the main manager sees the grandchild too.
    await page.getByRole('link', { name: 'Все организации' }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    expect(await card(page, requisites.name).innerText()).toMatch(/Входит в ООО «ТехМонтаж-Урал»/);

    await card(page, requisites.name).getByRole('link', { name: requisites.name }).click();
    const remove = page.getByRole('button', { name: 'Удалить организацию' });
    await waitForHydration(remove);
    await remove.click();
    await page.getByRole('dialog', { name: 'Удалить организацию?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await card(page, 'ООО «ТехМонтаж-Урал»').waitFor();
    expect(await card(page, requisites.name).count()).toBe(0);
  });

  it('an employee sees their own organisation only, and cannot change it', async () => {
    const { page } = await openPage();
    await signIn(page, 'employee@example.ru');
    await page.goto(listPath);
    await page.getByRole('heading', { name: 'Организации', level: 1 }).waitFor();
    expect(await page.getByRole('list', { name: 'Мои организации' }).getByRole('article').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Создать организацию' }).count()).toBe(0);
    // The whole card answers a click, not only its name.
    await card(page, 'ООО «ТехМонтаж-Урал» Ваша организация').click();
    await page.getByText('Изменять реквизиты может менеджер компании.').waitFor();
    expect(await page.getByRole('textbox', { name: /^ИНН/ }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: /Сохранить|Удалить/ }).count()).toBe(0);
  });

  it('the director follows an organisation’s orders to an employee’s order, named by who placed it', async () => {
    // The employee (of ООО «ТехМонтаж-Урал») orders for their organisation through the API, as the checkout does.
    const { page: employeePage, context: employee } = await openPage();
    await signIn(employeePage, 'employee@example.ru');
    const result = async <T>(answer: Awaited<ReturnType<typeof employee.request.get>>) => {
      expect(answer.status(), await answer.text()).toBe(200);
      return ((await answer.json()) as { result: T }).result;
    };
    const listing = await result<{ items: { id: number; order_multiple: number; stock: number }[] }>(
      await employee.request.get('/api/Catalog/getSection/?sort=price_asc&in_stock=1'),
    );
    const product = listing.items.find((item) => item.stock > item.order_multiple * 10)!;
    await result(await employee.request.post('/api/Basket/add/', { data: { id: product.id, quantity: product.order_multiple } }));
    const options = await result<{ organizations: { id: number; name: string }[] }>(await employee.request.get('/api/Order/getOrderOptions/'));
    const branch = options.organizations.find((organization) => organization.name === 'ООО «ТехМонтаж-Урал»')!;
    const deliveries = await result<{ pickup: { stocks: { id: number }[] } }>(
      await employee.request.post('/api/Order/getDeliveries/', { data: { location: 'Москва' } }),
    );
    const contact = { contact_person: 'Соколова Мария Андреевна', email: 'employee@example.ru', phone: '+7 (903) 111-22-33', location: 'Москва' };
    const { order_num: orderNum } = await result<{ order_num: string }>(
      await employee.request.post('/api/Order/checkout/', {
        data: {
          order_properties: { ...contact, receiving_type: 'pickup', stock_id: deliveries.pickup.stocks[0]!.id, payment: 1 },
          user_type: 'company',
          organization_id: branch.id,
        },
        headers: { 'Idempotency-Key': `e2e-company-order-${Date.now().toString(36)}` },
      }),
    );

    const { page } = await openPage();
    await signIn(page, 'director@example.ru');
    await page.goto(listPath);
    const orders = card(page, 'ООО «ТехМонтаж-Урал»').getByRole('link', { name: /^Заказов: \d+$/ });
    await waitForHydration(orders);
    await orders.click();
    await page.waitForURL((url) => url.pathname === '/profile/orders/' && url.searchParams.get('organization_id') === String(branch.id));
    expect(await page.getByRole('combobox', { name: 'Организация' }).inputValue()).toBe(String(branch.id));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `№ ${orderNum}` }) });
    expect(await row.getByRole('cell').allInnerTexts()).toContain('Соколова Мария Андреевна');
    await row.getByRole('link', { name: `№ ${orderNum}` }).click();
    await page.waitForURL((url) => url.pathname === `/profile/orders/${orderNum}/`);
    expect(await page.getByText('Оформил', { exact: true }).locator('xpath=following-sibling::dd[1]').innerText()).toBe('Соколова Мария Андреевна');
  });

  it('works without scripts: the form in the page, then deleting after the question', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await signInWithoutScripts(page, 'director@example.ru');
    await page.goto(listPath);
    await page.getByRole('main').getByRole('button', { name: 'Создать организацию' }).click();
    const form = page.getByRole('region', { name: 'Новая организация' });
    const requisites = newRequisites('Без скриптов');
    await fillRequisites(form, requisites);
    await form.getByRole('checkbox', { name: 'Я принимаю правила' }).check();
    await form.getByRole('button', { name: 'Создать организацию' }).click();
    await page.waitForURL((url) => /^\/profile\/organizations\/\d+\/$/.test(url.pathname));
    await page.getByText('Входит в ООО «ТехМонтаж» · Сотрудников: 0 · Заказов: 0').waitFor();

    await page.getByRole('button', { name: 'Удалить организацию' }).click();
    const question = page.getByRole('form', { name: 'Удалить организацию?' });
    await question.getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === listPath && url.search === '');
    expect(await card(page, requisites.name).count()).toBe(0);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await signIn(page, 'director@example.ru');
    await page.goto(listPath);
    await card(page, 'ООО «ТехМонтаж-Урал»').waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
