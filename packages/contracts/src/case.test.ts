import { describe, expect, it } from 'vitest';
import { camelCaseKey, camelizeKeys } from './case.ts';

describe('camelizeKeys', () => {
  it('turns snake_case keys into camelCase at every depth, leaving values and one-word keys as they are', () => {
    const answer = { page_count: 2, items: [{ discount_price: null, name: 'order_multiple', stock_by_warehouse: [{ warehouse_id: 1 }] }], sort: 'price_asc' };
    expect(camelizeKeys(answer)).toEqual({
      pageCount: 2,
      items: [{ discountPrice: null, name: 'order_multiple', stockByWarehouse: [{ warehouseId: 1 }] }],
      sort: 'price_asc',
    });
  });

  it('reads only an object’s own keys', () => {
    const answer = Object.create({ inherited_key: 1 }) as Record<string, number>;
    answer.own_key = 2;
    expect(camelizeKeys(answer)).toEqual({ ownKey: 2 });
    expect(camelCaseKey('pack_qty_2')).toBe('packQty2');
  });
});
