import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';
import { sidewaysScroll } from './support/layout.ts';
import { waitForHydration } from './support/hydration.ts';
import { mailed } from './support/outbox.ts';
import { signIn, signInWithoutScripts } from './support/sign-in.ts';
import { severeFaults } from './support/accessibility.ts';

afterAll(() => closeBrowser());

const listPath = '/profile/employees/';
const card = (page: Page, name: RegExp | string) => page.getByRole('article', { name });
const employeePage = (url: URL) => /^\/profile\/employees\/\d+\/$/.test(url.pathname);

/** A person no other run has: their e-mail and phone open one account each. */
function newPerson(surname: string) {
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7);
  return {
    fio: `${surname} Ольга Павловна`,
    email: `employee-${digits}@techmontazh.test`,
    phone: `+7 (958) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`,
  };
}

async function fillPerson(form: ReturnType<Page['getByRole']>, person: ReturnType<typeof newPerson>, position: string) {
  await form.getByRole('textbox', { name: /^ФИО/ }).fill(person.fio);
  await form.getByRole('textbox', { name: /^Email/ }).fill(person.email);
  await form.getByRole('textbox', { name: /^Телефон/ }).fill(person.phone);
  await form.getByRole('textbox', { name: /^Должность/ }).fill(position);
}

describe('/profile/employees/', () => {
  it('the main manager invites an employee, who sets a password from the e-mail; then blocks them and deletes them', async () => {
    const { page, context } = await openPage();
    await signIn(page, 'director@example.ru');
    await page.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).first().click();
    await page.waitForURL((url) => url.pathname === listPath);
    await page.getByRole('heading', { name: 'Сотрудники', level: 1 }).waitFor();
    await card(page, /Кузнецов Алексей Николаевич Это вы Главный менеджер/).waitFor();

    const add = page.getByRole('main').getByRole('button', { name: 'Добавить сотрудника' });
    await waitForHydration(add);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Новый сотрудник' });
    // Sent empty, it says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await dialog.getByText('Выберите хотя бы одну организацию').waitFor();
    expect(await dialog.getByText('Обязательное поле').count()).toBe(3);

    const person = newPerson('Смирнова');
    await fillPerson(dialog, person, 'Снабженец');
    await dialog.getByRole('group', { name: 'Организации' }).getByRole('checkbox', { name: 'ООО «ТехМонтаж-Урал»' }).check();
    await dialog.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await page.waitForURL(employeePage);
    await page.getByRole('heading', { name: `${person.fio} Приглашён`, level: 1 }).waitFor();
    await page.getByText(`Приглашение отправлено на ${person.email}: пароль сотрудник задаст сам по ссылке из письма.`).waitFor();
    const employeeUrl = page.url();
    // The invitation has just gone: sending it again waits a minute, and the page says so.
    await page.getByRole('button', { name: 'Отправить приглашение ещё раз' }).click();
    await page.getByRole('alert').filter({ hasText: 'Приглашение уже отправлено — повторить можно через минуту' }).waitFor();

    expect(await severeFaults(page)).toEqual([]);

    // The invitation names the company and where to set a password; the employee does so and signs in.
    const invitation = await mailed((mail) => mail.to === person.email);
    expect(invitation.text).toContain('ООО «ТехМонтаж»');
    const link = new URL(/(https?:\/\/\S+\/auth\/restore\/\S*)/.exec(invitation.text)![1]!);
    const invited = await openPage();
    await invited.page.goto(link.pathname + link.search);
    await waitForHydration(invited.page.getByRole('main').locator('form'));
    // The link names their address, so the form has it already.
    expect(await invited.page.getByLabel(/^Email/).inputValue()).toBe(person.email);
    await invited.page.getByRole('button', { name: 'Получить код' }).click();
    const restoreCode = /код для восстановления пароля: (\d{6})/;
    const codeMail = await mailed((mail) => mail.to === person.email && restoreCode.test(mail.text));
    await invited.page.getByLabel(/^Код из письма/).fill(restoreCode.exec(codeMail.text)![1]!);
    await invited.page.getByLabel(/^Новый пароль/).fill('olga-secret-7');
    await invited.page.getByLabel(/^Подтверждение пароля/).fill('olga-secret-7');
    await invited.page.getByRole('button', { name: 'Сменить пароль' }).click();
    await invited.page.getByRole('status').filter({ hasText: 'Пароль изменён' }).waitFor();
    await signIn(invited.page, person.email, { password: 'olga-secret-7' });
    await invited.page.getByRole('heading', { name: 'Профиль', level: 1 }).waitFor();

    // Blocked, they are signed out: their next page asks them to sign in, and signing in is refused.
    await page.reload();
    await page.getByRole('heading', { name: person.fio, level: 1 }).waitFor();
    const access = page.getByRole('checkbox', { name: 'Доступ к личному кабинету' });
    await waitForHydration(access);
    await access.uncheck();
    await page.getByRole('textbox', { name: /^Должность/ }).fill('Кладовщик');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByRole('status').getByText('Изменения сохранены').waitFor();
    await page.getByRole('heading', { name: `${person.fio} Заблокирован`, level: 1 }).waitFor();
    await invited.page.goto('/profile/');
    await invited.page.waitForURL((url) => url.pathname === '/auth/');
    await invited.page.getByLabel(/^Email/).fill(person.email);
    await invited.page.getByLabel(/^Пароль/).fill('olga-secret-7');
    await invited.page.getByRole('button', { name: 'Войти' }).click();
    await invited.page.getByRole('alert').filter({ hasText: 'Учётная запись заблокирована' }).waitFor();
    await invited.context.close();

    await page.getByRole('link', { name: 'Все сотрудники' }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    expect(await card(page, new RegExp(person.fio)).innerText()).toContain('Кладовщик');

    await page.goto(employeeUrl);
    const remove = page.getByRole('button', { name: 'Удалить сотрудника' });
    await waitForHydration(remove);
    await remove.click();
    await page.getByRole('dialog', { name: 'Удалить сотрудника?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === listPath);
    await card(page, /Кузнецов Алексей Николаевич/).waitFor();
    expect(await card(page, new RegExp(person.fio)).count()).toBe(0);
    await context.close();
  });

  it('is not there for an employee who is no manager: no menu item, and the address is not found', async () => {
    const { page } = await openPage();
    await signIn(page, 'employee@example.ru');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Сотрудники' }).count()).toBe(0);
    const response = await page.goto(listPath);
    expect(response?.status()).toBe(404);
  });

  it('works without scripts: the form in the page posts every ticked organisation', async () => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await signInWithoutScripts(page, 'director@example.ru');
    await page.goto(listPath);
    await page.getByRole('main').getByRole('button', { name: 'Добавить сотрудника' }).click();
    const form = page.getByRole('region', { name: 'Новый сотрудник' });
    const person = newPerson('Белова');
    await fillPerson(form, person, 'Инженер');
    const organizations = form.getByRole('group', { name: 'Организации' });
    await organizations.getByRole('checkbox', { name: 'ООО «ТехМонтаж»' }).check();
    await organizations.getByRole('checkbox', { name: 'ООО «ТехМонтаж-Урал»' }).check();
    await form.getByRole('button', { name: 'Добавить сотрудника' }).click();
    await page.waitForURL(employeePage);
    await page.getByRole('heading', { name: `${person.fio} Приглашён`, level: 1 }).waitFor();
    const chosen = page.getByRole('group', { name: 'Организации' }).getByRole('checkbox', { checked: true });
    expect(await chosen.count()).toBe(2);

    await page.getByRole('button', { name: 'Удалить сотрудника' }).click();
    await page.getByRole('form', { name: 'Удалить сотрудника?' }).getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === listPath && url.search === '');
    expect(await card(page, new RegExp(person.fio)).count()).toBe(0);
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { page } = await openPage({ width: 375, height: 812, mobile: true });
    await signIn(page, 'director@example.ru');
    await page.goto(listPath);
    await card(page, /Кузнецов Алексей Николаевич/).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
  });
});
