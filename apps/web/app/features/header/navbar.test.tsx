import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Camelize, Header } from '@store/contracts';
import { closeLeadForm, useLeadFormRequest } from '~/components/lead-form/lead-form-store';
import { clearToasts } from '~/ui/toast/toast-store';
import { Toaster } from '~/ui/toast/toaster';
import { Navbar } from './navbar';

type Contact = Camelize<Header>['contacts'][number];

const email: Contact = { id: 2, name: 'Отдел продаж', value: 'sales@krepkomplekt.ru', image: null, type: 'email', copy: false };

function renderNavbar(contact: Contact) {
  const content: Camelize<Header> = { links: [], contacts: [contact], forms: [], alert: null };
  return render(
    <MemoryRouter>
      <Navbar content={content} city={null} />
      <Toaster />
    </MemoryRouter>,
  );
}

const contactLink = () => screen.getByRole('link', { name: /sales@krepkomplekt\.ru/ });

afterEach(() => act(() => clearToasts()));

describe('header contacts: image (spec §3 "Header content")', () => {
  it('without one, the contact shows its type icon', () => {
    renderNavbar(email);
    expect(contactLink().querySelector('img')).toBeNull();
    expect(contactLink().querySelector('svg')).not.toBeNull();
  });

  it('a plain contact is text with its image, not a link', () => {
    renderNavbar({ ...email, type: 'default', value: 'Пн–Пт 9:00–18:00', image: '/brand/clock.svg' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Пн–Пт 9:00–18:00').querySelector('img')?.getAttribute('src')).toBe('/brand/clock.svg');
  });

  it('with one, the contact shows that image in place of the icon', () => {
    renderNavbar({ ...email, image: '/brand/contact-mail.svg' });
    expect(contactLink().querySelector('img')?.getAttribute('src')).toBe('/brand/contact-mail.svg');
    expect(contactLink().querySelector('svg')).toBeNull();
  });
});

describe('header contacts: copy (spec §3 "Header content")', () => {
  it('off: nothing to copy', () => {
    renderNavbar(email);
    expect(screen.queryByRole('button', { name: /Скопировать/ })).toBeNull();
  });

  it('on: a button copies the value to the clipboard and says "Скопировано"', async () => {
    const user = userEvent.setup();
    renderNavbar({ ...email, copy: true });
    await user.click(screen.getByRole('button', { name: 'Скопировать: sales@krepkomplekt.ru' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('sales@krepkomplekt.ru');
    expect(await screen.findByText('Скопировано')).toBeTruthy();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderNavbar({ ...email, copy: true });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await user.click(screen.getByRole('button', { name: /Скопировать/ }));
    expect(await screen.findByText('Не удалось скопировать')).toBeTruthy();
  });
});

describe('navbar form links (spec §2)', () => {
  it('open their lead form in the one dialog', async () => {
    const seen: (string | null)[] = [];
    function Probe() {
      seen.push(useLeadFormRequest()?.formCode ?? null);
      return null;
    }
    const content: Camelize<Header> = { links: [], contacts: [], forms: [{ formCode: 'CALLBACK', name: 'Заказать звонок' }], alert: null };
    render(
      <MemoryRouter>
        <Navbar content={content} city={null} />
        <Probe />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Заказать звонок' }));
    expect(seen.at(-1)).toBe('CALLBACK');
    act(() => closeLeadForm());
  });
});
