import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import type { Camelize, Home } from '@store/contracts';
import { Glyph } from '~/components/glyph';
import { HeroSlide } from './hero-slide';
import './hero-slider.css';

export type Slide = Camelize<Home>['hero']['slides'][number];

/** Spec §9: slides with a link advance after 5000 ms; slides with a form button wait 50000 ms, time to decide. */
export function slideDelays(slides: Pick<Slide, 'form'>[]): number[] {
  return slides.map((slide) => (slide.form ? 50_000 : 5_000));
}

/** Embla's duration is in its own units; 10 settles a full-width slide in about 175 ms (spec §9). */
const slideDuration = 10;

export function HeroSlider({ slides, buttonsTransparent, onOpenForm }: { slides: Slide[]; buttonsTransparent: boolean; onOpenForm?: (formCode: string) => void }) {
  const reducedMotion = typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [viewport, embla] = useEmblaCarousel({ loop: slides.length > 1, duration: slideDuration }, [
    Autoplay({ delay: () => slideDelays(slides), playOnInit: !reducedMotion, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  if (slides.length === 0) return null;
  return (
    <section className={`hero${buttonsTransparent ? ' hero--transparent-buttons' : ''}`} aria-roledescription="карусель" aria-label="Предложения">
      <div className="hero__viewport" ref={viewport}>
        <div className="hero__track">
          {slides.map((slide, index) => (
            <HeroSlide key={slide.id} slide={slide} index={index} count={slides.length} onOpenForm={onOpenForm} />
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <>
          <button type="button" className="hero__arrow hero__arrow--prev" onClick={previous}>
            <Glyph name="chevronLeft" size={22} />
            <span className="ui-visually-hidden">Предыдущий слайд</span>
          </button>
          <button type="button" className="hero__arrow hero__arrow--next" onClick={next}>
            <Glyph name="chevronRight" size={22} />
            <span className="ui-visually-hidden">Следующий слайд</span>
          </button>
          <div className="hero__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="hero__dot"
                aria-label={`Слайд ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
