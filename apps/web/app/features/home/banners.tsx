import type { Camelize, Home } from '@store/contracts';
import { Image } from '~/components/image';
import { SmartLink } from '~/components/smart-link';
import { Carousel } from './carousel';

type HomeContent = Camelize<Home>;

/** Spec §9: each banner row is a slider with its own pace. */
export const linkBannersAutoplayMs = 5_000;
export const buttonBannersAutoplayMs = 50_000;

/** Wide banners leading to a section: image, title, subtitle. */
export function LinkBanners({ banners }: { banners: HomeContent['linkBanners'] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      label="Баннеры"
      className="link-banners"
      autoplayMs={linkBannersAutoplayMs}
      controls="below"
      slides={banners.map((banner) => ({
        key: banner.id,
        content: (
          <SmartLink url={banner.url} className="link-banner">
            <Image src={banner.image.desktop} alt="" width={640} height={240} className="link-banner__image" />
            <span className="link-banner__text">
              <span className="link-banner__title">{banner.title}</span>
              {banner.subtitle ? <span className="link-banner__subtitle">{banner.subtitle}</span> : null}
            </span>
          </SmartLink>
        ),
      }))}
    />
  );
}

/** Square shortcut tiles: a picture and a short title. */
export function ButtonBanners({ banners }: { banners: HomeContent['buttonBanners'] }) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      label="Популярные разделы"
      className="button-banners"
      autoplayMs={buttonBannersAutoplayMs}
      controls="below"
      slides={banners.map((banner) => ({
        key: banner.id,
        content: (
          <SmartLink url={banner.url} className="button-banner ui-surface">
            <Image src={banner.image} alt="" width={160} height={160} className="button-banner__image" />
            <span className="button-banner__title">{banner.title}</span>
          </SmartLink>
        ),
      }))}
    />
  );
}
