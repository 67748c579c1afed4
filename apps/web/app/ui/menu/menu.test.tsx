import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../testing/dom-stubs';
import { ActionMenu } from './action-menu';
import { MenuList } from './menu-list';

describe('ActionMenu', () => {
  it('opens from the keyboard and runs the chosen action', async () => {
    const onSelect = vi.fn();
    render(
      <ActionMenu
        trigger={<button type="button">Действия</button>}
        items={[
          { code: 'edit', name: 'Изменить' },
          { code: 'delete', name: 'Удалить', danger: true },
        ]}
        onSelect={onSelect}
      />,
    );
    screen.getByRole('button', { name: 'Действия' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
  });
});

describe('MenuList', () => {
  it('marks the current page and announces an indicator', () => {
    render(
      <MemoryRouter initialEntries={['/profile/orders/']}>
        <MenuList
          label="Профиль"
          items={[
            { to: '/profile/orders/', name: 'Заказы' },
            { to: '/profile/news/', name: 'Новости', indicator: true },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Заказы' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Новости, есть новое' })).toBeTruthy();
  });

  it('marks an item on the pages under it when it does not end there', () => {
    render(
      <MemoryRouter initialEntries={['/profile/orders/2026-000030/']}>
        <MenuList
          label="Профиль"
          items={[
            { to: '/profile/', name: 'Профиль' },
            { to: '/profile/orders/', name: 'Заказы', end: false },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Заказы' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Профиль' }).getAttribute('aria-current')).toBeNull();
  });
});
