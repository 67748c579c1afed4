import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeller } from '../../seed/seller.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getSellerRequisites, saveSellerRequisites } from './seller.repository.ts';

describe("the seller's requisites", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ skus: 10 });
  });
  afterAll(() => t.close());

  it('are seeded with the demo store', async () => {
    expect(await getSellerRequisites(t.db)).toEqual(demoSeller);
  });

  it('are replaced as a whole, with their own VAT table, and refused when malformed', async () => {
    const changed = { ...demoSeller, name: 'ИП Соколов А. В.', kpp: null, vatRates: [{ from: '2024-01-01', percent: 0 }] };
    await saveSellerRequisites(t.db, changed);
    expect(await getSellerRequisites(t.db)).toEqual(changed);

    await expect(saveSellerRequisites(t.db, { ...demoSeller, bik: 'БИК' })).rejects.toThrow();
    expect(await getSellerRequisites(t.db)).toEqual(changed);
  });
});
