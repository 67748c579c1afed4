import '~/ui/testing/dom-stubs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrganizationLookup } from './organization-lookup';

const techmontazh = {
  name: 'ООО «ТехМонтаж»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1177746123456',
  director: 'Кузнецов Алексей Николаевич',
  address: 'г. Москва, ул. Лесная, д. 5',
  postal_code: '127015',
};

afterEach(() => vi.unstubAllGlobals());

describe('OrganizationLookup', () => {
  it('asks once after typing stops and hands over the chosen organisation’s requisites', async () => {
    const queries: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      queries.push(new URL(String(input), 'http://shop.test').searchParams.get('query') ?? '');
      return Response.json({ status: 'ok', result: [techmontazh] });
    });
    const onPick = vi.fn();
    render(<OrganizationLookup onPick={onPick} />);
    await userEvent.type(screen.getByRole('combobox', { name: /Найти организацию/ }), 'ТехМонтаж');
    await userEvent.click(await screen.findByRole('option', { name: /ООО «ТехМонтаж»/ }));
    expect(queries).toEqual(['ТехМонтаж']);
    const { postal_code: postalCode, ...requisites } = techmontazh;
    expect(onPick).toHaveBeenCalledWith({ ...requisites, postalCode });
  });

  it('shows nothing found when the search fails (suggestions fail quietly, spec §7)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: 'error', result: { message: 'Сервис недоступен' } }, { status: 503 }));
    render(<OrganizationLookup onPick={() => {}} />);
    await userEvent.type(screen.getByRole('combobox', { name: /Найти организацию/ }), '7701');
    await screen.findByText('Ничего не найдено');
  });
});
