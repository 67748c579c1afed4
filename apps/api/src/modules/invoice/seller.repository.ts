import type { Db } from '../../db/database.ts';
import { type SellerRequisites, sellerRequisitesSchema } from './invoice-document.ts';

/** The content block holding the seller's requisites (internal: never sent to the browser). */
const sellerBlock = 'invoice_seller';

export async function getSellerRequisites(db: Db): Promise<SellerRequisites> {
  const row = await db.selectFrom('content_blocks').select('data').where('code', '=', sellerBlock).executeTakeFirst();
  // A store cannot invoice without its requisites: the seed writes them, so their absence is a setup fault.
  if (!row) throw new Error(`The seller's requisites (content block '${sellerBlock}') are missing`);
  return sellerRequisitesSchema.parse(JSON.parse(row.data));
}

export async function saveSellerRequisites(db: Db, seller: SellerRequisites): Promise<void> {
  const data = JSON.stringify(sellerRequisitesSchema.parse(seller));
  await db
    .insertInto('content_blocks')
    .values({ code: sellerBlock, data })
    .onConflict((oc) => oc.column('code').doUpdateSet({ data }))
    .execute();
}
