import type { Camelize, Home } from '@store/contracts';
import { Carousel } from './carousel';
import { HeroSlide } from './hero-slide';
import './hero-slider.css';

export type Slide = Camelize<Home>['hero']['slides'][number];

/** The spec times only the banner rows (§9); the hero keeps the link banners' 5000 ms, its slides being banners too. */
export const heroAutoplayMs = 5_000;

interface HeroSliderProps {
  slides: Slide[];
  /** Hero settings (spec §3): a contained, rounded slider, or a full-bleed band across the page. */
  useWrapper: boolean;
  /** The slides' buttons drawn as white outlines instead of filled ones. */
  buttonsTransparent: boolean;
  onOpenForm?: (formCode: string) => void;
}

export function HeroSlider({ slides, useWrapper, buttonsTransparent, onOpenForm }: HeroSliderProps) {
  if (slides.length === 0) return null;
  const looks = ['hero', useWrapper ? 'hero--wrapped' : 'hero--full-bleed', buttonsTransparent ? 'hero--transparent-buttons' : ''];
  return (
    <Carousel
      label="Предложения"
      className={looks.filter(Boolean).join(' ')}
      autoplayMs={heroAutoplayMs}
      controls="overlay"
      slides={slides.map((slide, index) => ({
        key: slide.id,
        content: <HeroSlide slide={slide} index={index} onOpenForm={onOpenForm} />,
      }))}
    />
  );
}
