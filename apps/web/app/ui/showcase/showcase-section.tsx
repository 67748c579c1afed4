import type { ReactNode } from 'react';

/** A titled block of the showcase; `id` is the anchor the header links to. */
export function ShowcaseSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = `${id ?? title}-title`;
  return (
    <section id={id} className="ui-showcase__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-showcase__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One labelled example inside a section. */
export function Example({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'ui-showcase__example ui-showcase__example--wide' : 'ui-showcase__example'}>
      <h3 className="ui-showcase__example-title">{title}</h3>
      <div className="ui-showcase__example-body">{children}</div>
    </div>
  );
}
