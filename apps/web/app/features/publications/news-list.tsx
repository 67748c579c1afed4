import type { Camelize, NewsList } from '@store/contracts';
import { Pagination } from '~/components/pagination';
import { Badge } from '~/ui/badge/badge';
import { PublicationCard } from './publication-card';
import { PublishedOn } from './publication-dates';
import { newsPath } from './publication-paths';
import { EmptyState } from '~/components/empty-state';
import './publications.css';

/** /profile/news/ (spec §2): the store's news, newest first, those since the reader's last visit marked 'Новое'. */
export function NewsListPage({ list }: { list: Camelize<NewsList> }) {
  return (
    <div className="publications">
      <h1 className="account-title">Новости</h1>
      {list.items.length === 0 ? (
        <EmptyState title="Новостей пока нет" text="Здесь появятся новости магазина: поступления, изменения цен и графика работы." />
      ) : (
        <ul className="publication-list" aria-label="Новости магазина">
          {list.items.map((item) => (
            <li key={item.code}>
              <PublicationCard
                to={newsPath(item.code)}
                title={item.title}
                summary={item.summary}
                image={item.image}
                headingId={`news-${item.code}`}
                when={<PublishedOn at={item.publishedAt} />}
                badges={item.isNew ? <Badge tone="primary">Новое</Badge> : null}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={Math.ceil(list.total / list.pageSize)} />
    </div>
  );
}
