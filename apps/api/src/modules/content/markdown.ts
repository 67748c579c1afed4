import MarkdownIt, { type Token } from 'markdown-it';
import { dataVersionsOf } from '../data-versions/data-versions.ts';
import type { Db } from '../../db/database.ts';

/**
 * Content pages and services are written in Markdown and rendered to HTML here, once per content version, so the
 * browser gets HTML that cannot carry markup of its own: raw HTML in the source is shown as text (`html: false`),
 * and a link or image goes only to http(s), mailto, tel or a path of this site. Everything else is left as text.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

const allowedScheme = /^(?:https?:|mailto:|tel:)/i;
/** A scheme is whatever ends in ':' before the first '/', '?' or '#'. */
const anyScheme = /^[^/?#]*:/;
/** `//host` and `/\host` leave the site while looking relative. */
const otherHost = /^(?:[/\\]|%5c){2}/i;

markdown.validateLink = (url: string): boolean => {
  // Browsers ignore tabs, newlines and leading spaces/control characters in a URL: judge it as they read it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is stripped
  const plain = url.replace(/[\u0000-\u0020\u007f]|%0[9ad]|%20/gi, '');
  if (otherHost.test(plain)) return false;
  return allowedScheme.test(plain) || !anyScheme.test(plain);
};

// Links that leave the site open in a new tab without handing it this window.
const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index]?.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    tokens[index]?.attrSet('target', '_blank');
    tokens[index]?.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** From three columns a table is a card per row on a phone (the page's .prose__table--cards); two columns fit. */
const cardsFrom = 3;

// Each body cell carries its column's header as plain text (`data-label`), for the card a phone shows of its row.
markdown.core.ruler.push('table_labels', (state) => {
  let table: Token | undefined;
  let labels: string[] = [];
  let column = 0;
  state.tokens.forEach((token, index) => {
    if (token.type === 'table_open') [table, labels] = [token, []];
    else if (token.type === 'th_open') labels.push(plainText(state.tokens[index + 1]));
    else if (token.type === 'thead_close' && table) table.meta = { cards: labels.length >= cardsFrom };
    else if (token.type === 'tr_open') column = 0;
    else if (token.type === 'td_open') {
      if (labels.length >= cardsFrom) token.attrSet('data-label', labels[column] ?? '');
      column += 1;
    }
  });
});

/** An inline token's text without its markup (a header's `**Склад**` is «Склад»). */
const plainText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

// A table scrolls sideways on its own on a phone (the page's .prose__table), so keyboards must be able to reach it.
markdown.renderer.rules.table_open = (tokens, index) => {
  const className = tokens[index]?.meta?.cards ? 'prose__table prose__table--cards' : 'prose__table';
  return `<div class="${className}" role="region" aria-label="Таблица" tabindex="0"><table>\n`;
};
markdown.renderer.rules.table_close = () => '</table></div>\n';

/** Markdown to safe HTML (no cache: see `renderMarkdownCached`). */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

const caches = new WeakMap<Db, { version: number; rendered: Map<string, { source: string; html: string }> }>();

/**
 * `renderMarkdown` remembered per content version: a page is rendered once after every content write, however often
 * it is read. `key` names what is rendered (`page:about`), so the cache holds one entry per page or service; the
 * source is compared too, so a write whose version bump has not reached this process yet is never hidden.
 */
export function renderMarkdownCached(db: Db, key: string, source: string): string {
  const version = dataVersionsOf(db).current().content;
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, rendered: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.rendered.get(key);
  if (hit?.source === source) return hit.html;
  const html = renderMarkdown(source);
  cache.rendered.set(key, { source, html });
  return html;
}
