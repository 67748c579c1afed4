/** Helpers for component tests of the sliders (jsdom has no layout and no matchMedia). */

/**
 * jsdom lays nothing out, so embla would see every slide at 0 and one single view. For component tests:
 * every `.carousel__slide` is `width` px wide, side by side, in a viewport one slide wide. Returns the undo.
 */
export function fakeCarouselLayout(width = 600): () => void {
  const keys = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;
  const originals = keys.map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
  const slideIndex = (element: HTMLElement) => (element.classList.contains('carousel__slide') ? [...element.parentElement!.children].indexOf(element) : -1);
  const define = (key: (typeof keys)[number], get: (element: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return get(this);
      },
    });
  define('offsetWidth', () => width);
  define('offsetHeight', () => 300);
  define('offsetLeft', (element) => Math.max(0, slideIndex(element)) * width);
  define('offsetTop', () => 0);
  return () => {
    for (const [key, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
    }
  };
}

/** jsdom has no matchMedia (embla reads it for its breakpoints): a stub where only the given queries match. */
export function stubMatchMedia(matching: string[] = []): () => void {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
  return () => delete (window as { matchMedia?: unknown }).matchMedia;
}

/** The slide button marked current: where a visitor sees the slider is. */
export function currentSlide(within: HTMLElement = document.body): string | null {
  const current = [...within.querySelectorAll('button[aria-label^="Слайд"]')].find((button) => button.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? null;
}
