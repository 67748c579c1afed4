import type { Generated } from 'kysely';

/** Settings, content blocks, pages, redirects, and the profile's news and promotions. */
export interface ContentTables {
  settings: { id: number; data: string };
  content_blocks: { code: string; data: string };
  /** `body_md`: the page's Markdown, rendered to HTML by the API (modules/content/markdown.ts). */
  pages: { slug: string; title: string; description: string; body_md: string };
  redirects: { from_path: string; to_path: string; status: number };
  /** One row (id 1): bumped whenever any of the above changes, so every process drops its caches. */
  content_state: { id: number; version: number };
  /**
   * News (`kind` 'news') and promotions ('promo'), unique by kind and code, shown from `published_at` (a promotion's
   * start; ISO) on. Read per request, so writing them bumps no content version.
   */
  publications: {
    id: Generated<number>;
    kind: 'news' | 'promo';
    code: string;
    title: string;
    summary: Generated<string>;
    image: string | null;
    body_md: string;
    published_at: string;
    ends_at: string | null;
    promocode: string | null;
  };
}
