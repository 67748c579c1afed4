import { BasicsSection } from './sections/basics-section';
import { ChoicesSection } from './sections/choices-section';
import { DataSection } from './sections/data-section';
import { DatesSection } from './sections/dates-section';
import { FormsSection } from './sections/forms-section';
import { OverlaysSection } from './sections/overlays-section';
import { ShowcaseHeader } from './showcase-header';
import './showcase.css';

/** The whole kit on one page; each section shows one family of pieces in its variants and states. */
export function Showcase() {
  return (
    <div className="ui-showcase">
      <ShowcaseHeader />
      <main id="main" className="ui-showcase__main">
        <BasicsSection />
        <FormsSection />
        <ChoicesSection />
        <DatesSection />
        <OverlaysSection />
        <DataSection />
      </main>
    </div>
  );
}
