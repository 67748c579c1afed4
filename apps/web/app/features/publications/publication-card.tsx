import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '~/components/image';

interface PublicationCardProps {
  to: string;
  title: string;
  summary: string;
  image: string | null;
  /** The date or the period, above the title. */
  when: ReactNode;
  badges?: ReactNode;
  /** The title's level in the page's outline. */
  headingId: string;
}

/** A news item or a promotion in its list: the picture, when, the title leading to its page, the summary. */
export function PublicationCard({ to, title, summary, image, when, badges, headingId }: PublicationCardProps) {
  return (
    <article className="publication-card ui-surface" aria-labelledby={headingId}>
      {image ? <Image src={image} alt="" width={400} height={225} sizes="(min-width: 768px) 400px, 100vw" className="publication-card__image" /> : null}
      <div className="publication-card__text">
        <p className="publication-card__when">
          {when}
          {badges}
        </p>
        <h2 className="publication-card__title" id={headingId}>
          <Link to={to}>{title}</Link>
        </h2>
        {summary ? <p className="publication-card__summary">{summary}</p> : null}
      </div>
    </article>
  );
}
