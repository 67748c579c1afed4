import type { Camelize, Landing } from '@store/contracts';
import { Image } from '~/components/image';
import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import { ProductCards } from '~/components/product-card/product-cards';
import { SmartLink } from '~/components/smart-link';
import { buttonClassName } from '~/ui/button/button';
import './marketing.css';

type Block = Camelize<Landing>['blocks'][number];

interface LandingPageProps {
  landing: Camelize<Landing>;
  display: { showArticle: boolean; showStock: boolean };
  favourites: boolean;
}

/** /landing/: the campaign's blocks in their order; the first heading on the page is its h1. */
export function LandingPage({ landing, display, favourites }: LandingPageProps) {
  const heroFirst = landing.blocks[0]?.type === 'hero';
  return (
    <div className="landing">
      {heroFirst ? null : (
        <div className="container">
          <h1 className="page-title landing__title">{landing.title}</h1>
        </div>
      )}
      {landing.blocks.map((block, index) => (
        // Blocks have no ids of their own: their place on the page is theirs.
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move while the page is shown
        <LandingBlock key={index} block={block} first={index === 0} display={display} favourites={favourites} />
      ))}
    </div>
  );
}

function LandingBlock({ block, first, display, favourites }: { block: Block; first: boolean } & Omit<LandingPageProps, 'landing'>) {
  const Heading = first ? 'h1' : 'h2';
  switch (block.type) {
    case 'hero':
      return (
        <section className="landing-hero">
          <div className="container landing-hero__inner">
            <div className="landing-hero__text">
              <Heading className="landing-hero__title">{block.title}</Heading>
              {block.subtitle ? <p className="landing-hero__subtitle">{block.subtitle}</p> : null}
              <div className="landing-hero__actions">
                {block.form ? (
                  <LeadFormButton formCode={block.form.formCode} className={buttonClassName({ size: 'l', variant: 'primary', wrap: true })}>
                    {block.form.buttonText}
                  </LeadFormButton>
                ) : null}
                {block.link ? (
                  <SmartLink url={block.link.link} className={buttonClassName({ size: 'l', variant: block.form ? 'outline' : 'primary', wrap: true })}>
                    {block.link.text}
                  </SmartLink>
                ) : null}
              </div>
            </div>
            {block.image ? <Image src={block.image} alt="" width={480} height={240} priority className="landing-hero__image" /> : null}
          </div>
        </section>
      );
    case 'benefits':
      return (
        <section className="landing-section container">
          <Heading className="landing-section__title">{block.title}</Heading>
          <ul className="landing-benefits">
            {block.items.map((item) => (
              <li key={item.title} className="landing-benefits__item ui-surface">
                <p className="landing-benefits__title">{item.title}</p>
                <p className="landing-benefits__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'products':
      if (block.products.length === 0) return null;
      return (
        <section className="landing-section container">
          <Heading className="landing-section__title">{block.title}</Heading>
          <ProductCards products={block.products} display={display} favourites={favourites} />
        </section>
      );
    case 'form':
      return (
        <section className="landing-section container">
          <div className="landing-form">
            <div>
              <Heading className="landing-section__title">{block.title}</Heading>
              {block.text ? <p className="landing-form__text">{block.text}</p> : null}
            </div>
            <LeadFormButton formCode={block.form.formCode} className={buttonClassName({ size: 'l', variant: 'primary', wrap: true })}>
              {block.form.buttonText}
            </LeadFormButton>
          </div>
        </section>
      );
  }
}
