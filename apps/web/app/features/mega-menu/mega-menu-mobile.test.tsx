import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from '@store/contracts';
import { MegaMenuMobile } from './mega-menu-mobile';

const leaf = (code: string, name: string, url: string): MenuCategory => ({ code, name, img: '', url, subcategories: [] });
const categories: MenuCategory[] = [
  {
    code: 'krepezh',
    name: 'Крепёж',
    img: '',
    url: '/catalog/krepezh/',
    subcategories: [
      { code: 'bolty', name: 'Болты', img: '', url: '/catalog/krepezh/bolty/', subcategories: [leaf('din-933', 'DIN 933', '/catalog/krepezh/bolty/din-933/')] },
    ],
  },
  leaf('instrument', 'Инструмент', '/catalog/instrument/'),
];

describe('MegaMenuMobile', () => {
  it('goes down level by level and back', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <MegaMenuMobile categories={categories} onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Каталог' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Инструмент' }).getAttribute('href')).toBe('/catalog/instrument/');

    await user.click(screen.getByRole('button', { name: 'Крепёж' }));
    expect(screen.getByRole('heading', { name: 'Крепёж' })).toBeTruthy();
    // The pressed button went with its level: focus is on the new level's Назад.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('link', { name: 'Все товары раздела' }).getAttribute('href')).toBe('/catalog/krepezh/');
    expect(screen.queryByRole('link', { name: 'Инструмент' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Болты' }));
    const third = screen.getByRole('link', { name: 'DIN 933' });
    expect(third.getAttribute('href')).toBe('/catalog/krepezh/bolty/din-933/');

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Крепёж' })).toBeTruthy();
    // Back on the item it left.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Болты' }));
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Каталог' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Инструмент' }));
    expect(onNavigate).toHaveBeenCalled();
  });

  it('shows the extra (the navbar links) under the top level only', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MegaMenuMobile categories={categories} onNavigate={() => undefined} extra={<p>Информация</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Информация')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Крепёж' }));
    expect(screen.queryByText('Информация')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByText('Информация')).toBeTruthy();
  });
});
