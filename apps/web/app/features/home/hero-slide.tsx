import { imageSrcSet, imageUrl } from '~/components/image';
import { SmartLink } from '~/components/smart-link';
import { useSiteOrigin } from '~/lib/site-origin';
import type { Slide } from './hero-slider';

/** Rendered sizes of the hero art: desktop 1200×450 shown up to 960 px wide, mobile 640×640 (480 on small phones). */
const desktop = { width: 960, height: 360 };
const mobile = { width: 640, height: 640 };
const smallPhone = { width: 480, height: 480 };

export function HeroSlide({ slide, index, onOpenForm }: { slide: Slide; index: number; onOpenForm?: (formCode: string) => void }) {
  const origin = useSiteOrigin();
  const first = index === 0;
  const form = slide.form;
  return (
    <div className="hero__slide">
      <picture>
        {slide.image.mobile ? (
          <>
            <source
              media="(max-width: 479.98px)"
              srcSet={imageSrcSet(slide.image.mobile, smallPhone.width, origin)}
              width={smallPhone.width}
              height={smallPhone.height}
            />
            <source media="(max-width: 639.98px)" srcSet={imageSrcSet(slide.image.mobile, mobile.width, origin)} width={mobile.width} height={mobile.height} />
          </>
        ) : null}
        <img
          className="hero__image"
          src={imageUrl(slide.image.desktop, desktop.width, origin)}
          srcSet={imageSrcSet(slide.image.desktop, desktop.width, origin)}
          width={desktop.width}
          height={desktop.height}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          // Only the first slide is seen on arrival; the others must not compete with it for the connection.
          fetchPriority={first ? 'high' : 'low'}
        />
      </picture>
      <div className="hero__content">
        <h2 className="hero__title">{slide.title}</h2>
        {slide.subtitle ? <p className="hero__subtitle">{slide.subtitle}</p> : null}
        {slide.link ? (
          <SmartLink url={slide.link.link} className="hero__cta">
            {slide.link.text}
          </SmartLink>
        ) : null}
        {form ? (
          <button type="button" className="hero__cta" onClick={() => onOpenForm?.(form.formCode)}>
            {form.buttonOpenFormText}
          </button>
        ) : null}
      </div>
    </div>
  );
}
