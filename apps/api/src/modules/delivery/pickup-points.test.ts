import { describe, expect, it } from 'vitest';
import { generatePickupPoints, pickupPointCount } from './pickup-points.ts';

const carrier = { code: 'cdek', name: 'СДЭК', workTime: 'Пн–Пт 9:00–20:00' };

describe('generated pickup points', () => {
  it('are the same for the same company and city, and differ between companies', () => {
    const city = { id: 7, name: 'Казань', population: 1_309_000 };
    const points = generatePickupPoints(carrier, city);
    expect(generatePickupPoints(carrier, city)).toEqual(points);
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual({
      id: 'cdek-7-1',
      name: 'СДЭК, пункт выдачи № 1',
      address: expect.stringMatching(/^г\. Казань, .+, д\. \d+$/),
      work_time: 'Пн–Пт 9:00–20:00',
    });
    expect(new Set(points.map((point) => point.address)).size).toBe(5);
    const other = generatePickupPoints({ ...carrier, code: 'pek', name: 'ПЭК' }, city);
    expect(other.map((point) => point.address)).not.toEqual(points.map((point) => point.address));
  });

  it('are more in a bigger city', () => {
    expect([2_000_000, 600_000, 300_000, 150_000, 40_000].map(pickupPointCount)).toEqual([5, 4, 3, 2, 1]);
  });
});
