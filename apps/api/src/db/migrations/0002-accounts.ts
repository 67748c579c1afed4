import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Accounts: sign-in attempt counters, e-mailed codes, messages to managers.

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  // One row per counted attempt; the counters live in the database so every app process sees them.
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', sql`${id}`)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_subject').on('login_attempts').columns(['action', 'subject', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_created').on('login_attempts').column('created_at').execute();

  await db.schema
    .createTable('confirmation_codes')
    .addColumn('id', sql`${id}`)
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('confirmation_codes_user').on('confirmation_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('webform_messages')
    .addColumn('id', sql`${id}`)
    .addColumn('form_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Expired sessions are purged by these two clocks.
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_last_seen').execute();
  await db.schema.dropIndex('sessions_expires').execute();
  for (const table of ['webform_messages', 'confirmation_codes', 'login_attempts']) {
    await db.schema.dropTable(table).execute();
  }
}
