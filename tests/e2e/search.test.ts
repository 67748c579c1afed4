import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage } from './support/browser.ts';

afterAll(() => closeBrowser());

describe('search journeys', () => {
  it('header search: typing shows suggestions with their sections, picking one opens the product', async () => {
    const { page } = await openPage();
    await page.goto('/catalog/');
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.click();
    await box.pressSequentially('din 933 м10', { delay: 20 });
    const option = page.getByRole('option').filter({ hasText: 'DIN 933 М10' }).first();
    await option.waitFor();
    await expect(option.innerText()).resolves.toContain('Болты с шестигранной головкой');
    await option.click();
    await expect.poll(() => page.url()).toMatch(/\/product\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('DIN 933 М10');
  });

  it('header search: Enter opens the results page, whose query the box keeps; a chip removes its attribute', async () => {
    const { page } = await openPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.fill('  болт м10 din 933  ');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('болт м10 din 933');
    const chips = page.getByRole('list', { name: 'Распознанные признаки' });
    await chips.getByRole('link', { name: 'Убрать: Стандарт: DIN 933' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('болт м10 din 933');
    const countText = async () =>
      (
        await page
          .getByRole('main')
          .getByText(/^\d[\d\s]* товар(а|ов)?$/)
          .innerText()
      ).trim();
    const before = Number((await countText()).replace(/\D/g, ''));
    await chips.getByRole('link', { name: 'Убрать: Стандарт: DIN 933' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('болт диаметр 10');
    // The URL changes before React commits the new results: wait for the chips themselves.
    await expect.poll(() => chips.getByRole('link', { name: /Стандарт/ }).count()).toBe(0);
    await expect.poll(() => box.inputValue()).toBe('болт диаметр 10');
    await expect.poll(async () => Number((await countText()).replace(/\D/g, ''))).toBeGreaterThan(before);
  });

  it('quick search builds the exact query, and does nothing when every field is empty', async () => {
    const { page } = await openPage({ width: 1280 });
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Быстрый поиск крепежа' });
    await block.getByRole('button', { name: 'Найти' }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    await block.getByRole('textbox', { name: 'Стандарт' }).fill('DIN 933');
    await block.getByRole('textbox', { name: 'Диаметр Ø' }).fill('10');
    await block.getByRole('textbox', { name: 'Длина мм' }).fill('50');
    await block.getByRole('textbox', { name: 'Класс прочности' }).fill('8.8');
    await block.getByRole('combobox', { name: 'Материал' }).selectOption('Сталь');
    await block.getByRole('textbox', { name: 'Длина мм' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('(DIN 933)&(10)&(50)&(8.8)&(Сталь)');
    expect(new URL(page.url()).pathname).toBe('/search/');
    await page.getByRole('list', { name: 'Распознанные признаки' }).getByRole('link', { name: 'Убрать: Стандарт: DIN 933' }).waitFor();
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBeGreaterThan(0);
  });

  it('says Ничего не найдено with help when nothing matches', async () => {
    const { page } = await openPage();
    const answer = await page.goto('/search/?q=zzzqqq');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Результаты поиска «zzzqqq»');
    await expect(page.getByText('Ничего не найдено', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('main').innerText()).resolves.toContain('например, «болт М10х50»');
  });

  it('says which other standards it lists beside the one asked for', async () => {
    const { page } = await openPage();
    await page.goto(`/search/?${new URLSearchParams({ q: 'болт м10 din 933' })}`);
    await page.getByText(/^Показаны также аналоги DIN 933 по другим стандартам: \S/).waitFor();
  });

  it('shows the closest products with what was given up, and a chip back to the exact query', async () => {
    const { page } = await openPage();
    const q = 'болт DIN 933 м10х50 A4-80 горячий цинк';
    await page.goto(`/search/?${new URLSearchParams({ q })}`);
    const notice = page.getByText(/^Точного совпадения нет\. Показаны похожие: без покрытия «горячий цинк»/);
    await notice.waitFor();
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: `Искать точно: «${q}»` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('strict')).toBe('1');
    await page.getByText('Ничего не найдено', { exact: true }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
  });

  it('header suggestions say when they show the closest products', async () => {
    const { page } = await openPage({ width: 1280 });
    await page.goto('/catalog/');
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.click();
    await box.pressSequentially('болт м10х50 a4-80 горячий цинк', { delay: 20 });
    await page.getByText(/^Точного совпадения нет\. Показаны похожие: без покрытия «горячий цинк»/).waitFor();
    await expect(page.getByRole('option').count()).resolves.toBeGreaterThan(0);
  });
});
