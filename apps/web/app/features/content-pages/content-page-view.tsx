import type { Camelize, ContentPage } from '@store/contracts';
import { Lead, Prose } from '~/components/prose';
import './content-page.css';

/** A content page: title and the HTML body the store's editors wrote (trusted, from our own API). */
export function ContentPageView({ page }: { page: Camelize<ContentPage> }) {
  return (
    <article className="content-page">
      <h1 className="page-title">{page.title}</h1>
      {page.description ? <Lead>{page.description}</Lead> : null}
      <Prose html={page.bodyHtml} />
    </article>
  );
}
