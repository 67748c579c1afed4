import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type FocusEvent, type Key, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import { useMediaQuery } from '~/ui/media/use-media-query';
import './carousel.css';

/** Spec §9: a slide settles in 175 ms; embla's duration is in its own units, 10 is about that for a full-width slide. */
const slideDuration = 10;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export interface CarouselSlide {
  key: Key;
  content: ReactNode;
}

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds each view stays before the next one slides in. */
  autoplayMs: number;
  /** Arrows and slide buttons over the slides (the hero) or in a row under them (banner rows). */
  controls: 'overlay' | 'below';
  /** Sets slides per view and looks; slides are `.carousel__slide` inside it. */
  className?: string;
}

/**
 * The one slider of the site (the hero and both banner rows): embla with its autoplay plugin. It loops, scrolls
 * a view at a time, pauses while the pointer is over it or focus is inside (WCAG 2.2.2), and never moves by
 * itself for visitors who ask for reduced motion. Arrows and slide buttons appear once there is somewhere to go.
 */
export function Carousel({ label, slides, autoplayMs, controls, className }: CarouselProps) {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const plugins = useMemo(
    () => [Autoplay({ delay: autoplayMs, active: !reducedMotion, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false })],
    [autoplayMs, reducedMotion],
  );
  const [viewport, embla] = useEmblaCarousel(
    // In view: half of it shows (a slide merely touching the edge is not, and stays out of the Tab order).
    { loop: true, align: 'start', duration: slideDuration, slidesToScroll: 'auto', inViewThreshold: 0.5 },
    plugins,
  );
  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  // Slides out of view are inert once embla knows the view: Tab does not walk through hidden slides' links.
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null);
  const pausedBy = useRef({ pointer: false, focus: false });

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSnapCount(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
    };
    // Embla's in-view set comes from an IntersectionObserver: empty until it first reports, which is not "none in view".
    const showInView = () => {
      const visible = embla.slidesInView();
      setInView(visible.length > 0 ? new Set(visible) : null);
    };
    sync();
    showInView();
    embla.on('reInit', sync).on('select', sync).on('slidesInView', showInView);
    return () => {
      embla.off('reInit', sync).off('select', sync).off('slidesInView', showInView);
    };
  }, [embla]);

  // Paused while the pointer is over it or focus is inside; applied again when embla re-initialises (a resize).
  const applyPause = useCallback(() => {
    // The plugin sleeps with a single view or under reduced motion: waking it then would misbehave.
    if (!embla || reducedMotion || embla.scrollSnapList().length < 2) return;
    const autoplay = embla.plugins().autoplay;
    if (pausedBy.current.pointer || pausedBy.current.focus) autoplay?.stop();
    else autoplay?.play();
  }, [embla, reducedMotion]);

  useEffect(() => {
    embla?.on('reInit', applyPause);
    return () => {
      embla?.off('reInit', applyPause);
    };
  }, [embla, applyPause]);

  const setPaused = (reason: 'pointer' | 'focus', paused: boolean) => {
    pausedBy.current[reason] = paused;
    applyPause();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused('focus', false);
  };

  return (
    <section
      className={`carousel carousel--controls-${controls}${className ? ` ${className}` : ''}`}
      aria-roledescription="карусель"
      aria-label={label}
      onMouseEnter={() => setPaused('pointer', true)}
      onMouseLeave={() => setPaused('pointer', false)}
      onFocus={() => setPaused('focus', true)}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="слайд"
              aria-label={`${index + 1} из ${slides.length}`}
              inert={inView !== null && !inView.has(index)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {/* Rendered from the start (it keeps the row's height, so nothing shifts); filled once embla knows the views. */}
      {slides.length > 1 ? (
        <div className="carousel__controls">
          {snapCount > 1 ? (
            <>
              <button type="button" className="carousel__arrow carousel__arrow--prev" onClick={() => embla?.scrollPrev()}>
                <Icon name="chevron-left" size={22} />
                <span className="ui-visually-hidden">Предыдущий слайд</span>
              </button>
              <div className="carousel__dots">
                {Array.from({ length: snapCount }, (_, index) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: a dot stands for the slide at its position
                    key={index}
                    type="button"
                    className="carousel__dot"
                    aria-label={`Слайд ${index + 1}`}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => embla?.scrollTo(index)}
                  />
                ))}
              </div>
              <button type="button" className="carousel__arrow carousel__arrow--next" onClick={() => embla?.scrollNext()}>
                <Icon name="chevron-right" size={22} />
                <span className="ui-visually-hidden">Следующий слайд</span>
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
