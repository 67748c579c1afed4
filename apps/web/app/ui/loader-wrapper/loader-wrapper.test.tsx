import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoaderWrapper } from './loader-wrapper';

describe('LoaderWrapper', () => {
  it('shows a spinner while pending, even if an error is known', () => {
    render(
      <LoaderWrapper pending error="Не удалось">
        Список
      </LoaderWrapper>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загрузка');
    expect(screen.queryByText('Список')).toBeNull();
  });

  it('shows the error text on error', () => {
    render(
      <LoaderWrapper pending={false} error="Не удалось загрузить заказы">
        Список
      </LoaderWrapper>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Не удалось загрузить заказы');
    expect(screen.queryByText('Список')).toBeNull();
  });

  it('otherwise shows the content', () => {
    render(<LoaderWrapper pending={false}>Список</LoaderWrapper>);
    expect(screen.getByText('Список')).toBeTruthy();
  });
});
