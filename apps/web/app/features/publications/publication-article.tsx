import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '~/components/image';
import { Prose } from '~/components/prose';
import { Icon } from '~/ui/icon/icon';
import './publications.css';

interface PublicationArticleProps {
  back: { to: string; text: string };
  title: string;
  when: ReactNode;
  image: string | null;
  html: string;
  /** What the reader can do about it (a promotion's code), between the text's head and the text. */
  children?: ReactNode;
}

/** A news item's or a promotion's own page: back to the list, the title, when, the picture and the text. */
export function PublicationArticle({ back, title, when, image, html, children }: PublicationArticleProps) {
  return (
    <article className="publications publication-article">
      <Link to={back.to} className="profile-back">
        <Icon name="arrow-left" size={16} />
        {back.text}
      </Link>
      <h1 className="account-title">{title}</h1>
      <p className="publication-article__when">{when}</p>
      {children}
      {image ? (
        <Image src={image} alt="" width={820} height={461} sizes="(min-width: 1024px) 820px, 100vw" priority className="publication-article__image" />
      ) : null}
      <Prose html={html} />
    </article>
  );
}
