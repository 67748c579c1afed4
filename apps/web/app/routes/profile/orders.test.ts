import { describe, expect, it } from 'vitest';
import { meta } from './orders';

type MetaArgs = Parameters<typeof meta>[0];
const titleOf = (page: number) => meta({ matches: [], loaderData: { query: { page } } } as unknown as MetaArgs);

describe('/profile/orders/ title', () => {
  it('names the page of the list after the first', () => {
    expect(titleOf(1)).toEqual([{ title: 'Заказы' }]);
    expect(titleOf(2)).toEqual([{ title: 'Заказы — страница 2' }]);
  });
});
