import { BasicsSection } from './sections/basics-section';
import { ShowcaseHeader } from './showcase-header';
import './showcase.css';

/** The whole kit on one page; each section shows one family of pieces in its variants and states. */
export function Showcase() {
  return (
    <div className="ui-showcase">
      <ShowcaseHeader />
      <main id="main" className="ui-showcase__main">
        <BasicsSection />
      </main>
    </div>
  );
}
