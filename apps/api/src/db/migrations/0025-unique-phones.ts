import { type Kysely, sql } from 'kysely';

// Frozen once shipped. A phone signs in like an e-mail, so it opens one account: the unique index decides between two
// registrations of one phone at once, as `users.email`'s does (the check before an insert cannot: both pass it). A
// store whose users already share a phone stops here, naming the phones, until someone resolves them.

export async function up(db: Kysely<any>): Promise<void> {
  const shared = await db.selectFrom('users').select('phone').where('phone', '<>', '').groupBy('phone').having(sql`count(*)`, '>', 1).execute();
  if (shared.length > 0) {
    const phones = shared.map((row) => row.phone).join(', ');
    throw new Error(`Users share a phone (${phones}): give each account its own phone, then start again`);
  }
  await db.schema.dropIndex('users_phone').execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').unique().where(sql.ref('phone'), '<>', '').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_phone').execute();
  await db.schema.createIndex('users_phone').on('users').column('phone').execute();
}
