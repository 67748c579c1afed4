import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a button of the given size and variant', () => {
    render(
      <Button size="xl" variant="outline">
        Купить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Купить' });
    expect(button.className).toContain('ui-button--xl');
    expect(button.className).toContain('ui-button--outline');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('lets a long label wrap when asked (ui-button--wrap), in a button and in a link’s classes alike', () => {
    render(<Button wrap>Добавить отмеченные в корзину</Button>);
    expect(screen.getByRole('button').className.split(' ')).toContain('ui-button--wrap');
    expect(buttonClassName({ size: 'l', wrap: true }).split(' ')).toContain('ui-button--wrap');
    expect(buttonClassName({ size: 'l' }).split(' ')).not.toContain('ui-button--wrap');
  });

  it('while loading is busy, keeps focus and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('renders a router link with `to` and a plain link with `href`', () => {
    render(
      <MemoryRouter>
        <Button to="/basket/">Корзина</Button>
        <Button href="https://example.com/">Сайт</Button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/basket/');
    expect(screen.getByRole('link', { name: 'Сайт' }).getAttribute('href')).toBe('https://example.com/');
  });
});
