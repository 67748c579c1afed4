import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen once shipped. Lead forms (issue 13): the forms as data, the messages sent through them, and their files
// (staged for a session before sending, then tied to the message).

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? sql`serial primary key` : sql`integer primary key autoincrement`;

  // One JSON definition per form (title, fields, button texts), keyed by its code.
  await db.schema
    .createTable('lead_forms')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lead_submissions')
    .addColumn('id', sql`${id}`)
    .addColumn('form_code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // JSON of the checked values and the page's hidden data, as the e-mail shows them.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('lead_files')
    // Random, so a file id names nothing guessable.
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('form_code', 'text', (c) => c.notNull())
    // The session that staged it (only it may remove or send it); null once sent.
    .addColumn('session_id', 'text')
    .addColumn('submission_id', 'integer', (c) => c.references('lead_submissions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_files_session').on('lead_files').columns(['session_id', 'created_at']).execute();
  await db.schema.createIndex('lead_files_submission').on('lead_files').column('submission_id').execute();
}
