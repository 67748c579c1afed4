import '~/ui/testing/dom-stubs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '~/components/delivery-address-dialog';
import { clearToasts } from '~/ui/toast/toast-store';
import { DeliveryAddressList } from './delivery-address-list';

type WireAddress = { id: number; name: string; address: string; city: string; zip: string; is_default: boolean };

const envelope = (result: unknown) => new Response(JSON.stringify({ status: 'ok', result }), { status: 200 });
const camel = ({ is_default, ...rest }: WireAddress): SavedAddress => ({ ...rest, isDefault: is_default });

/** The delivery-addresses API in memory, as the server keeps it: the default first, one default at most. */
function fakeAddressApi(start: WireAddress[]) {
  let saved = [...start];
  let nextId = 100;
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const list = () => [...saved].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  const markDefault = (id: number) => {
    saved = saved.map((entry) => ({ ...entry, is_default: entry.id === id }));
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input)
      .replace(/^.*\/api/, '')
      .replace(/\?.*$/, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as WireAddress;
    sent.push({ path, body });
    if (path === '/DeliveryAddresses/add/') {
      saved.push({ ...body, id: nextId++ });
      if (body.is_default) markDefault(nextId - 1);
    }
    if (path === '/DeliveryAddresses/update/') {
      saved = saved.map((entry) => (entry.id === body.id ? { ...entry, ...body, is_default: body.is_default ?? entry.is_default } : entry));
      if (body.is_default) markDefault(body.id);
    }
    if (path === '/DeliveryAddresses/delete/') saved = saved.filter((entry) => entry.id !== body.id);
    if (path === '/Dadata/findAddress/')
      return envelope([
        { value: 'ул Тверская, д 1', unrestricted_value: '125009, г Москва, ул Тверская, д 1', house: '1', postal_code: '125009', city: 'Москва' },
      ]);
    return envelope(list());
  };
  return { fetch, sent, calls: (path: string) => sent.filter((call) => call.path === path) };
}

const office: WireAddress = { id: 1, name: 'Офис', address: 'ул Бутырская, д 75', city: 'Москва', zip: '127015', is_default: true };
const warehouse: WireAddress = { id: 2, name: 'Склад', address: 'ул Складочная, д 1', city: 'Москва', zip: '', is_default: false };

function renderPage(start: WireAddress[]) {
  const api = fakeAddressApi(start);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <main id="main">
      <DeliveryAddressList initial={start.map(camel)} city="Москва" />
    </main>,
  );
  return api;
}

const card = (name: string) => screen.getByRole('article', { name });
const typeInto = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('DeliveryAddressList', () => {
  it('lists the addresses with the default one marked «По умолчанию»', () => {
    renderPage([office, warehouse]);
    const items = within(screen.getByRole('list', { name: 'Мои адреса' })).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Офис', 'Склад']);
    expect(within(card('Офис')).getByText('По умолчанию')).toBeTruthy();
    expect(within(card('Офис')).getByText('127015, Москва, ул Бутырская, д 75')).toBeTruthy();
    expect(within(card('Склад')).queryByText('По умолчанию')).toBeNull();
    expect(within(card('Офис')).queryByRole('button', { name: 'Сделать адресом по умолчанию' })).toBeNull();
  });

  it('without addresses says so and offers to add one', async () => {
    const api = renderPage([]);
    expect(screen.getByText('Сохранённых адресов пока нет')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить адрес' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый адрес доставки' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить адрес' }));
    expect(within(dialog).getAllByText('Обязательное поле')).toHaveLength(2);
    expect(api.calls('/DeliveryAddresses/add/')).toHaveLength(0);
    // Focus goes to the first field the refusal names.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Название/ })));

    await typeInto(within(dialog).getByRole('textbox', { name: /Название/ }), 'Дача');
    await typeInto(within(dialog).getByRole('combobox', { name: 'Адрес' }), 'Тверская');
    await userEvent.click(await screen.findByRole('option', { name: /ул Тверская, д 1/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить адрес' }));
    expect(await screen.findByRole('article', { name: 'Дача' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('/DeliveryAddresses/add/')[0]?.body).toEqual({
      name: 'Дача',
      address: 'ул Тверская, д 1',
      city: 'Москва',
      zip: '125009',
      is_default: false,
    });
    expect(screen.queryByText('Сохранённых адресов пока нет')).toBeNull();
  });

  it('changes an address in the dialog filled with it', async () => {
    const api = renderPage([office, warehouse]);
    await userEvent.click(within(card('Склад')).getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить адрес доставки' });
    const name = within(dialog).getByRole('textbox', { name: /Название/ }) as HTMLInputElement;
    expect(name.value).toBe('Склад');
    await typeInto(name, 'Склад на Складочной');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить адрес' }));
    expect(await screen.findByRole('article', { name: 'Склад на Складочной' })).toBeTruthy();
    expect(api.calls('/DeliveryAddresses/update/')[0]?.body).toEqual({
      id: 2,
      name: 'Склад на Складочной',
      address: 'ул Складочная, д 1',
      city: 'Москва',
      zip: '',
      is_default: false,
    });
  });

  it('deletes an address only after the confirmation', async () => {
    const api = renderPage([office, warehouse]);
    await userEvent.click(within(card('Склад')).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить адрес?' });
    expect(within(confirm).getByText('Адрес «Склад» будет удалён.')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(api.calls('/DeliveryAddresses/delete/')).toHaveLength(0);
    expect(card('Склад')).toBeTruthy();

    await userEvent.click(within(card('Склад')).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Удалить адрес?' })).getByRole('button', { name: 'Удалить' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Склад' })).toBeNull());
    expect(api.calls('/DeliveryAddresses/delete/')[0]?.body).toEqual({ id: 2 });
    expect(card('Офис')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Адрес «Склад» удалён');
    // The button that opened the question went with its card: focus goes on from the page's main region.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('makes another address the default one', async () => {
    const api = renderPage([office, warehouse]);
    await userEvent.click(within(card('Склад')).getByRole('button', { name: 'Сделать адресом по умолчанию' }));
    await vi.waitFor(() => expect(within(card('Склад')).getByText('По умолчанию')).toBeTruthy());
    expect(within(card('Офис')).queryByText('По умолчанию')).toBeNull();
    expect(api.calls('/DeliveryAddresses/update/')[0]?.body).toMatchObject({ id: 2, is_default: true });
    expect(screen.getByRole('status').textContent).toBe('Адрес «Склад» теперь адрес по умолчанию');
    expect(document.activeElement).toBe(within(card('Склад')).getByRole('button', { name: 'Изменить' }));
  });
});
