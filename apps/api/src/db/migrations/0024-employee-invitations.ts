import type { Kysely } from 'kysely';

// Frozen once shipped. When an employee's invitation was last sent (ISO), null for everyone else and for employees
// invited before this: a manager may send it again, at most once a minute.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('invited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invited_at').execute();
}
