import type { Locator, Page } from 'playwright-core';

/** A lead form's dialog, by its title. */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Fills the 'Оптовый запрос' form's contact fields, receiving and consent as a buyer does (the file is the caller's). */
export async function fillWholesaleRequest(form: Locator): Promise<void> {
  await form.getByLabel(/^ФИО/).fill('Петров Пётр');
  await form.getByLabel(/^Email/).fill('petrov@example.ru');
  await form.getByLabel(/^Телефон/).pressSequentially('9991234567', { delay: 10 });
  await form.getByText('Самовывоз').click();
  await form.getByText('Согласен на обработку персональных данных').click();
}
