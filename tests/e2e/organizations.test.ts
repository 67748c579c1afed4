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
    await card(page, 'ООО «ТехМонтаж-Урал» Ваша организация').getByRole('link').click();
    await page.getByText('Изменять реквизиты может менеджер компании.').waitFor();
    expect(await page.getByRole('textbox', { name: /^ИНН/ }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: /Сохранить|Удалить/ }).count()).toBe(0);
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
