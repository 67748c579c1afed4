import type { MetaDescriptor } from 'react-router';

interface SeoSettings {
  metatags: { title: string; description: string };
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

interface RootSeoData {
  settings: SeoSettings;
  origin: string;
}

/** The home page and every page that has nothing better: settings.metatags. */
export function rootMeta(settings: SeoSettings | undefined): MetaDescriptor[] {
  if (!settings) return [{ title: 'Ошибка' }];
  return [{ title: settings.metatags.title }, { name: 'description', content: settings.metatags.description }];
}

/** The brand is the last part of the configured title ('Крепёж оптом — КрепКомплект' → 'КрепКомплект'). */
export function siteName(settings: SeoSettings): string {
  const parts = settings.metatags.title.split(' — ');
  return parts[parts.length - 1] ?? settings.metatags.title;
}

export function rootSeoData(matches: readonly (RootMatch | undefined)[]): RootSeoData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootSeoData | undefined;
}

export interface PageSeo {
  title?: string;
  description?: string;
  /** Path of the canonical URL; query noise (filters, sort) is left out by the caller. */
  canonicalPath?: string;
  noindex?: boolean;
}

/** Title, description and canonical link of a page; child meta replaces the root's, so each page says it all. */
export function pageMeta(matches: readonly (RootMatch | undefined)[], page: PageSeo): MetaDescriptor[] {
  const root = rootSeoData(matches);
  if (!root) return [{ title: page.title ?? 'Ошибка' }];
  const title = page.title ? `${page.title} — ${siteName(root.settings)}` : root.settings.metatags.title;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description || root.settings.metatags.description },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: siteName(root.settings) },
  ];
  if (page.canonicalPath) tags.push({ tagName: 'link', rel: 'canonical', href: `${root.origin}${page.canonicalPath}` });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
