import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Catalogue and search pages are shared by every guest, so hovering one fetches it ahead; per-visitor pages are not fetched ahead. */
const sharedPage = /^\/(catalog|search)(\/|\?|$)/;

/** Content links from the API: site paths navigate in the app, others are plain anchors; new-window ones are safe. */
export function SmartLink({ url, newWindow = false, className, children }: { url: string; newWindow?: boolean; className?: string; children: ReactNode }) {
  const target = newWindow ? '_blank' : undefined;
  const rel = newWindow ? 'noopener noreferrer' : undefined;
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} prefetch={sharedPage.test(url) ? 'intent' : 'none'} className={className} target={target} rel={rel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target={target} rel={rel}>
      {children}
    </a>
  );
}

/** tel: and mailto: targets for header and footer contacts (spec §2). */
export function contactHref(type: 'default' | 'tel' | 'email', value: string): string | undefined {
  if (type === 'tel') return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (type === 'email') return `mailto:${value.trim()}`;
  return undefined;
}
