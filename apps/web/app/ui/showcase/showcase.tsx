import { lazy, Suspense } from 'react';
import { ShowcaseHeader } from './showcase-header';
import './showcase.css';

// Every section is a chunk of its own: the page shows the whole kit, but no visitor of it has to download
// the whole kit before the first section appears (and the page stays within the first-load budget).
const BasicsSection = lazy(() => import('./sections/basics-section').then((module) => ({ default: module.BasicsSection })));
const FormsSection = lazy(() => import('./sections/forms-section').then((module) => ({ default: module.FormsSection })));
const ChoicesSection = lazy(() => import('./sections/choices-section').then((module) => ({ default: module.ChoicesSection })));
const DatesSection = lazy(() => import('./sections/dates-section').then((module) => ({ default: module.DatesSection })));
const OverlaysSection = lazy(() => import('./sections/overlays-section').then((module) => ({ default: module.OverlaysSection })));
const DataSection = lazy(() => import('./sections/data-section').then((module) => ({ default: module.DataSection })));

const sections = [BasicsSection, FormsSection, ChoicesSection, DatesSection, OverlaysSection, DataSection];

/** The whole kit on one page; each section shows one family of pieces in its variants and states. */
export function Showcase() {
  return (
    <div className="ui-showcase">
      <ShowcaseHeader />
      <main id="main" className="ui-showcase__main">
        {sections.map((Section, index) => (
          <Suspense
            // biome-ignore lint/suspicious/noArrayIndexKey: the showcase sections are a fixed list
            key={index}
          >
            <Section />
          </Suspense>
        ))}
      </main>
    </div>
  );
}
