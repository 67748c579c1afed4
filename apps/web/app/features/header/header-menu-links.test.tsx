import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Camelize, Header } from '@store/contracts';
import { closeLeadForm, useLeadFormRequest } from '~/components/lead-form/lead-form-store';
import { HeaderMenuLinks } from './header-menu-links';

const content: Camelize<Header> = {
  links: [
    { name: 'Доставка и оплата', url: '/delivery/', openInNewWindow: false },
    { name: 'Прайс-лист', url: 'https://example.ru/price.pdf', openInNewWindow: true },
  ],
  contacts: [],
  forms: [
    { formCode: 'CALLBACK', name: 'Заказать звонок' },
    { formCode: 'WHOLESALE', name: 'Оптовый запрос' },
  ],
  alert: null,
};

afterEach(() => act(() => closeLeadForm()));

describe('HeaderMenuLinks (the navbar in the mobile menu)', () => {
  it("lists the navbar's links under Информация", () => {
    render(
      <MemoryRouter>
        <HeaderMenuLinks content={content} onFormOpen={() => undefined} />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Информация' });
    expect(section.querySelector('a[href="/delivery/"]')?.textContent).toBe('Доставка и оплата');
    const external = screen.getByRole('link', { name: 'Прайс-лист' });
    expect(external.getAttribute('href')).toBe('https://example.ru/price.pdf');
    expect(external.getAttribute('target')).toBe('_blank');
  });

  it('a form button closes the menu and opens that lead form', async () => {
    const user = userEvent.setup();
    const onFormOpen = vi.fn();
    const request = renderHook(() => useLeadFormRequest());
    render(
      <MemoryRouter>
        <HeaderMenuLinks content={content} onFormOpen={onFormOpen} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Оптовый запрос' }));
    expect(onFormOpen).toHaveBeenCalledTimes(1);
    expect(request.result.current).toMatchObject({ formCode: 'WHOLESALE', hidden: {} });
  });

  it('renders nothing without links and forms', () => {
    const { container } = render(
      <MemoryRouter>
        <HeaderMenuLinks content={{ ...content, links: [], forms: [] }} onFormOpen={() => undefined} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});
