import type { Kysely } from 'kysely';

// Frozen once shipped. Content pages are written in Markdown and rendered to HTML by the API (issue 13), so the
// body column holds the Markdown source. A body written as HTML before this keeps its text: the renderer shows
// its tags as text, never as markup, until an editor rewrites it in Markdown.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').renameColumn('body_html', 'body_md').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').renameColumn('body_md', 'body_html').execute();
}
