import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('shows initials of up to two words', () => {
    expect(initials('  иванов   иван иванович ')).toBe('ИИ');
    render(<Avatar name="Петров Пётр" size="xl" shape="rounded" />);
    const avatar = screen.getByRole('img', { name: 'Петров Пётр' });
    expect(avatar.textContent).toBe('ПП');
    expect(avatar.className).toBe('ui-avatar ui-avatar--xl ui-avatar--rounded');
  });

  it('announces the notification dot', () => {
    render(<Avatar name="Петров Пётр" notification />);
    expect(screen.getByRole('img', { name: 'Петров Пётр, есть уведомления' })).toBeTruthy();
  });
});
