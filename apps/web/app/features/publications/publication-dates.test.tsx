import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromotionPeriod, PublishedOn } from './publication-dates';

describe('publication dates', () => {
  it('prints a news item’s Moscow day in words, with the moment for machines', () => {
    // 22:30 in UTC is already the next day in Moscow.
    const { container } = render(<PublishedOn at="2026-11-17T22:30:00.000Z" />);
    expect(container.textContent).toBe('18 ноября 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-17T22:30:00.000Z');
  });

  it('prints a promotion’s period, or its start alone while it has no end', () => {
    const period = render(<PromotionPeriod startsAt="2026-10-31T21:00:00.000Z" endsAt="2027-03-31T20:59:59.000Z" />);
    expect(period.container.textContent).toBe('с 1 ноября 2026 по 31 марта 2027');
    const open = render(<PromotionPeriod startsAt="2026-10-31T21:00:00.000Z" endsAt={null} />);
    expect(open.container.textContent).toBe('с 1 ноября 2026');
  });
});
