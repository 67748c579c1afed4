/** Settings, content blocks, pages and redirects. */
export interface ContentTables {
  settings: { id: number; data: string };
  content_blocks: { code: string; data: string };
  /** `body_md`: the page's Markdown, rendered to HTML by the API (modules/content/markdown.ts). */
  pages: { slug: string; title: string; description: string; body_md: string };
  redirects: { from_path: string; to_path: string; status: number };
  /** One row (id 1): bumped whenever any of the above changes, so every process drops its caches. */
  content_state: { id: number; version: number };
}
