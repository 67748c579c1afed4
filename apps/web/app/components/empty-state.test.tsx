import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('leads on to the catalogue with the primary button every empty state shares, when asked to', () => {
    render(
      <MemoryRouter>
        <EmptyState title="Корзина пуста" toCatalog />
        <EmptyState title="Новостей пока нет" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Перейти в каталог', '/catalog/']]);
    expect(links[0]?.className).toContain('ui-button--primary');
  });
});
