import { type Kysely, sql } from 'kysely';

// Frozen once shipped. A company's employees: a user may belong to several of the company's organisations (the
// memberships below); `users.organization_id` stays their home organisation and is always one of them. A manager
// gives an employee a position and may switch them off (`is_active`), which stops their sign-in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_organizations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_organizations_pk', ['user_id', 'organization_id'])
    .execute();
  // Counting an organisation's employees and listing a company's look memberships up by organisation.
  await db.schema.createIndex('user_organizations_organization_idx').on('user_organizations').column('organization_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`insert into user_organizations (user_id, organization_id) select id, organization_id from users where organization_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('is_active').execute();
  await db.schema.alterTable('users').dropColumn('position').execute();
  await db.schema.dropTable('user_organizations').execute();
}
