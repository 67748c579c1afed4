import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { prefetchedOnIntent, useLinkDelegation } from './delegated-links';

type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> & {
  url: string;
  newWindow?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to a URL that may be the site's or another's: site paths navigate in the app, others are plain anchors;
 * new-window ones are safe. Inside a LinkDelegation (header, footer, the catalogue's pages) a site path is a plain
 * anchor too, which the delegation makes navigate in the app.
 */
export function SmartLink({ url, newWindow = false, children, ...anchor }: SmartLinkProps) {
  const delegated = useLinkDelegation();
  const target = newWindow ? '_blank' : undefined;
  const rel = newWindow ? 'noopener noreferrer' : anchor.rel;
  if (url.startsWith('/') && !url.startsWith('//') && !delegated) {
    return (
      <Link {...anchor} to={url} prefetch={prefetchedOnIntent(url) ? 'intent' : 'none'} target={target} rel={rel}>
        {children}
      </Link>
    );
  }
  return (
    <a {...anchor} href={url} target={target} rel={rel}>
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
