import type { ProductDocument } from '@store/contracts';
import type { Db } from '../../../db/database.ts';

/** Where the API serves a document: its id, then its file name, so a saved file keeps a sensible name. */
export const documentUrl = (id: number, fileName: string) => `/api/Documents/${id}/${encodeURIComponent(fileName)}`;

/** A family's documents for its product page, in their order, without their bytes. */
export async function familyDocuments(db: Db, familyId: number): Promise<ProductDocument[]> {
  const rows = await db
    .selectFrom('family_documents')
    .select(['id', 'kind', 'name', 'file_name', 'content_type', 'size'])
    .where('family_id', '=', familyId)
    .orderBy('sort')
    .execute();
  return rows.map((row) => ({ ...row, url: documentUrl(row.id, row.file_name) }));
}

/** One document with its bytes, or undefined. */
export function documentFile(db: Db, id: number) {
  return db.selectFrom('family_documents').select(['file_name', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}
