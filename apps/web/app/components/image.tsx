import type { ImgHTMLAttributes } from 'react';
import { useSiteOrigin } from '~/lib/site-origin';

/** Widths the server's image endpoint renders (`/_img/w{width}{path}`, webp). */
const renderedWidths = [80, 120, 160, 240, 320, 400, 480, 640, 800, 960, 1280, 1600, 1920, 2560];

export const fallbackProductImage = '/images/no-photo.svg';

const isAbsolute = (src: string) => /^https?:\/\//i.test(src);

function renderedWidth(width: number): number {
  return renderedWidths.find((candidate) => candidate >= width) ?? renderedWidths[renderedWidths.length - 1]!;
}

/** URL of the webp rendition of a site image at (at least) the given width; outside images stay as they are. */
export function imageUrl(src: string, width: number, origin: string): string {
  if (isAbsolute(src)) return src;
  return `${origin}/_img/w${renderedWidth(width)}${src.startsWith('/') ? src : `/${src}`}`;
}

/** srcset with the two densities of spec §9. */
export function imageSrcSet(src: string, width: number, origin: string): string | undefined {
  if (isAbsolute(src)) return undefined;
  return `${imageUrl(src, width, origin)} 1x, ${imageUrl(src, width * 2, origin)} 2x`;
}

/**
 * srcset by width, up to twice `width` (density 2), for an image whose shown width follows the layout: the browser
 * takes the smallest that covers `sizes` at the screen's density (a phone's 346 px gallery at 1.75× gets 640, not 960).
 */
export function imageWidthSrcSet(src: string, width: number, origin: string): string | undefined {
  if (isAbsolute(src)) return undefined;
  const widths = renderedWidths.filter((candidate) => candidate >= 240 && candidate <= renderedWidth(width * 2));
  return widths.map((candidate) => `${imageUrl(src, candidate, origin)} ${candidate}w`).join(', ');
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string | null | undefined;
  alt: string;
  /** CSS pixels the image is shown at; width and height also reserve its box (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  fallback?: string;
  /** The shown width by layout, for an image that follows it: the srcset then offers widths instead of 1× and 2×. */
  sizes?: string;
};

export function Image({ src, alt, width, height, priority = false, fallback = fallbackProductImage, sizes, ...rest }: ImageProps) {
  const origin = useSiteOrigin();
  const source = src || fallback;
  return (
    <img
      {...rest}
      src={imageUrl(source, width, origin)}
      srcSet={sizes ? imageWidthSrcSet(source, width, origin) : imageSrcSet(source, width, origin)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
