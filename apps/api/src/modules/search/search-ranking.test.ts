import { parseQuery } from '@store/fasteners';
import { describe, expect, it } from 'vitest';
import { comparePopularity, intentOf, type QueryIntent, type RowFacts, rankOf, staticFacts, withoutFineWords } from './search-ranking.ts';

const row = (facts: Partial<RowFacts> = {}): RowFacts => ({
  unmatched: 0,
  standardRank: 0,
  finePitch: false,
  coarsePitch: true,
  nonMetricThread: false,
  commonBolt: true,
  inStock: true,
  ...facts,
});
const intent = (facts: Partial<QueryIntent> = {}): QueryIntent => ({ pitch: 'coarse', metricSize: false, vague: false, ...facts });
/** a ranks strictly before b. */
const before = (a: RowFacts, b: RowFacts, query = intent()) => expect(rankOf(a, query)).toBeLessThan(rankOf(b, query));

describe('search ranking rules', () => {
  it('every stated attribute matched beats fewer, whatever the later rules say', () => {
    before(row({ unmatched: 0, inStock: false, standardRank: 2 }), row({ unmatched: 1 }));
    before(row({ unmatched: 1 }), row({ unmatched: 2 }));
  });

  it('the exact stated standard before its exact twins, those before near ones', () => {
    before(row({ standardRank: 0, inStock: false }), row({ standardRank: 1 }));
    before(row({ standardRank: 1 }), row({ standardRank: 2 }));
  });

  it('coarse pitch before fine when no pitch is stated, fine first when asked, either when a pitch is typed', () => {
    const coarse = row({ coarsePitch: true, finePitch: false, inStock: false });
    const fine = row({ coarsePitch: false, finePitch: true });
    before(coarse, fine, intent({ pitch: 'coarse' }));
    before(fine, row({ coarsePitch: true, finePitch: false }), intent({ pitch: 'fine' }));
    expect(rankOf(row({ finePitch: true, coarsePitch: false }), intent({ pitch: 'stated' }))).toBe(rankOf(row(), intent({ pitch: 'stated' })));
  });

  it('an М-size puts metric threads before wood and self-tapping screws', () => {
    const woodScrew = row({ nonMetricThread: true, coarsePitch: false });
    before(row({ inStock: false, standardRank: 2 }), woodScrew, intent({ metricSize: true }));
    expect(rankOf(woodScrew, intent({ metricSize: false }))).toBe(rankOf(row(), intent({ metricSize: false })));
  });

  it('a bare size puts the common bolts first; a named type or standard does not', () => {
    before(row({ commonBolt: true, inStock: false }), row({ commonBolt: false }), intent({ vague: true }));
    expect(rankOf(row({ commonBolt: false }), intent())).toBe(rankOf(row(), intent()));
  });

  it('in stock before to order', () => {
    before(row({ inStock: true }), row({ inStock: false }));
  });

  it('then more orders, then the seed popularity, then the lower price, then the older product', () => {
    const product = { id: 2, orders: 0, popularity: 500, price: 1000 };
    expect(comparePopularity({ ...product, orders: 1, popularity: 1 }, product)).toBeLessThan(0);
    expect(comparePopularity({ ...product, popularity: 600, price: 9000 }, product)).toBeLessThan(0);
    expect(comparePopularity({ ...product, price: 900 }, product)).toBeLessThan(0);
    expect(comparePopularity({ ...product, id: 1 }, product)).toBeLessThan(0);
  });
});

describe('what a query means', () => {
  it('reads the pitch intent: none, typed, "мелкий шаг" or a fine-pitch standard', () => {
    expect(intentOf(parseQuery('болт м10х50'), false).pitch).toBe('coarse');
    expect(intentOf(parseQuery('м10х1,25'), false).pitch).toBe('stated');
    expect(intentOf(parseQuery('DIN 961 м10'), false).pitch).toBe('fine');
    const fine = withoutFineWords('болт мелкий шаг м10');
    expect(fine).toEqual({ text: 'болт м10', fine: true });
    expect(intentOf(parseQuery(fine.text), fine.fine).pitch).toBe('fine');
    expect(withoutFineWords('болт м10')).toEqual({ text: 'болт м10', fine: false });
  });

  it('tells an М-size from a bare one, and a vague query from one naming a type or standard', () => {
    expect(intentOf(parseQuery('М10х50'), false)).toMatchObject({ metricSize: true, vague: true });
    expect(intentOf(parseQuery('m8'), false).metricSize).toBe(true);
    expect(intentOf(parseQuery('10х50'), false)).toMatchObject({ metricSize: false, vague: true });
    expect(intentOf(parseQuery('шуруп 10х50'), false).vague).toBe(false);
    expect(intentOf(parseQuery('DIN 933 10х50'), false).vague).toBe(false);
  });

  it('knows fine and coarse threads, non-metric threads and the common bolts of a product', () => {
    expect(staticFacts({ type_name: 'Болт', standard: 'DIN 960', diameter: 10, pitch: 1.25 })).toEqual({
      finePitch: true,
      coarsePitch: false,
      nonMetricThread: false,
      commonBolt: false,
    });
    expect(staticFacts({ type_name: 'Болт', standard: 'DIN 933', diameter: 10, pitch: 1.5 })).toEqual({
      finePitch: false,
      coarsePitch: true,
      nonMetricThread: false,
      commonBolt: true,
    });
    expect(staticFacts({ type_name: 'Шуруп', standard: 'DIN 571', diameter: 10, pitch: null })).toMatchObject({ nonMetricThread: true, commonBolt: false });
    expect(staticFacts({ type_name: 'Шайба', standard: 'DIN 125', diameter: 10, pitch: null })).toMatchObject({ nonMetricThread: false });
  });
});
