import './prose.css';

/** HTML the API rendered from the store's Markdown and made safe (apps/api/src/modules/content/markdown.ts). */
export function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered with raw HTML off and links checked, by our own API
  return <div className="prose ui-surface" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The summary an editor wrote under a page's heading (a content page's description, a service's summary). */
export function Lead({ children }: { children: string }) {
  return <p className="prose-lead">{children}</p>;
}
