import {
  type ContentPage,
  type Footer,
  footerSchema,
  type Header,
  headerSchema,
  type Home,
  homeSchema,
  type KnowledgeBlock,
  knowledgeBlockSchema,
  type LandingBlock,
  landingBlockSchema,
  type ServicesBlock,
  servicesBlockSchema,
} from '@store/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { bumpContentVersion } from '../data-versions/data-versions.ts';
import { defaultFooter, defaultHeader, defaultHome, defaultKnowledge, defaultLanding, defaultServices } from './default-content.ts';
import { renderMarkdownCached } from './markdown.ts';

const blockSchemas = {
  header: headerSchema,
  footer: footerSchema,
  home: homeSchema,
  services: servicesBlockSchema,
  landing: landingBlockSchema,
  knowledge: knowledgeBlockSchema,
} as const;
type BlockCode = keyof typeof blockSchemas;
const blockDefaults: { [C in BlockCode]: z.infer<(typeof blockSchemas)[C]> } = {
  header: defaultHeader,
  footer: defaultFooter,
  home: defaultHome,
  services: defaultServices,
  landing: defaultLanding,
  knowledge: defaultKnowledge,
};

/** A block nobody has written yet (a store started with SEED=0) is its default, so every page still renders. */
async function getBlock<C extends BlockCode>(db: Db, code: C): Promise<z.infer<(typeof blockSchemas)[C]>> {
  const row = await db.selectFrom('content_blocks').select('data').where('code', '=', code).executeTakeFirst();
  if (!row) return blockDefaults[code];
  return blockSchemas[code].parse(JSON.parse(row.data)) as z.infer<(typeof blockSchemas)[C]>;
}

export async function saveBlock<C extends BlockCode>(db: Db, code: C, data: z.infer<(typeof blockSchemas)[C]>): Promise<void> {
  const json = JSON.stringify(blockSchemas[code].parse(data));
  await db
    .insertInto('content_blocks')
    .values({ code, data: json })
    .onConflict((oc) => oc.column('code').doUpdateSet({ data: json }))
    .execute();
  await bumpContentVersion(db);
}

export const getHeader = (db: Db): Promise<Header> => getBlock(db, 'header');
/** The footer lists the catalogue's top sections as they are now, not as they were when it was saved. */
export async function getFooter(db: Db): Promise<Footer> {
  const [footer, sections] = await Promise.all([
    getBlock(db, 'footer'),
    db.selectFrom('categories').select(['code', 'name', 'path']).where('parent_id', 'is', null).orderBy('sort').execute(),
  ]);
  return { ...footer, catalog_sections: sections.map(({ code, name, path }) => ({ code, name, url: `/catalog/${path}/` })) };
}
export const getHome = (db: Db): Promise<Home> => getBlock(db, 'home');
export const getServicesBlock = (db: Db): Promise<ServicesBlock> => getBlock(db, 'services');
export const getLandingBlock = (db: Db): Promise<LandingBlock> => getBlock(db, 'landing');
export const getKnowledgeBlock = (db: Db): Promise<KnowledgeBlock> => getBlock(db, 'knowledge');

/** A content page with its Markdown rendered to safe HTML (once per content version: markdown.ts). */
export async function getPage(db: Db, slug: string): Promise<ContentPage> {
  const page = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!page) throw notFound('Страница не найдена');
  const { body_md, ...rest } = page;
  return { ...rest, body_html: renderMarkdownCached(db, `page:${slug}`, body_md) };
}

/** Every content page's address and title, for the sitemap. */
export function pageLinks(db: Db): Promise<{ slug: string; title: string }[]> {
  return db.selectFrom('pages').select(['slug', 'title']).orderBy('slug').execute();
}

export async function findRedirect(db: Db, path: string): Promise<{ to: string; status: 301 | 302 } | null> {
  const row = await db.selectFrom('redirects').select(['to_path', 'status']).where('from_path', '=', path).executeTakeFirst();
  return row ? { to: row.to_path, status: row.status === 302 ? 302 : 301 } : null;
}
