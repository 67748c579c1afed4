import type { Camelize, Knowledge } from '@store/contracts';
import { Prose } from '~/components/prose';
import { EmptyState } from '~/components/empty-state';
import './knowledge.css';

/**
 * /profile/knowledge/ (spec §2): the store's articles by topic on one page, a contents list on top whose links lead to
 * each article's anchor (`#code`), so an article can be sent as a link and found with the browser's own search.
 */
export function KnowledgePage({ knowledge }: { knowledge: Camelize<Knowledge> }) {
  const sections = knowledge.sections.filter((section) => section.articles.length > 0);
  return (
    <div className="knowledge">
      <h1 className="account-title">{knowledge.title}</h1>
      {knowledge.description ? <p className="knowledge__lead">{knowledge.description}</p> : null}
      {sections.length === 0 ? (
        <EmptyState title="Статей пока нет" text="Задайте вопрос персональному менеджеру — он подскажет." />
      ) : (
        <>
          <nav className="knowledge__contents ui-surface" aria-label="Содержание">
            <h2 className="knowledge__contents-title">Содержание</h2>
            {sections.map((section) => (
              <div key={section.title} className="knowledge__contents-group">
                <p className="knowledge__contents-topic">{section.title}</p>
                <ul>
                  {section.articles.map((article) => (
                    <li key={article.code}>
                      <a href={`#${article.code}`}>{article.title}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          {sections.map((section, index) => (
            <section key={section.title} className="knowledge__section" aria-labelledby={`knowledge-topic-${index}`}>
              <h2 className="knowledge__topic" id={`knowledge-topic-${index}`}>
                {section.title}
              </h2>
              {section.articles.map((article) => (
                <article key={article.code} id={article.code} className="knowledge__article" aria-labelledby={`${article.code}-title`}>
                  <h3 className="knowledge__article-title" id={`${article.code}-title`}>
                    {article.title}
                  </h3>
                  <Prose html={article.bodyHtml} />
                </article>
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
