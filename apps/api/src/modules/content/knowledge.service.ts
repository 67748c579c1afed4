import type { Knowledge } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { getKnowledgeBlock } from './content.repository.ts';
import { renderMarkdownCached } from './markdown.ts';

/** /profile/knowledge/: the topics and their articles, each article's Markdown rendered once per content version. */
export async function getKnowledge(db: Db): Promise<Knowledge> {
  const { title, description, sections } = await getKnowledgeBlock(db);
  return {
    title,
    description,
    sections: sections.map((section) => ({
      title: section.title,
      articles: section.articles.map(({ code, title: articleTitle, body_md }) => ({
        code,
        title: articleTitle,
        body_html: renderMarkdownCached(db, `knowledge:${code}`, body_md),
      })),
    })),
  };
}
