/**
 * jsdom lacks a few layout APIs that floating primitives (Radix popper, tooltips, selects) call.
 * Import from a test file that renders one; the stubs do nothing, layout is not under test here.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Sliders (embla) watch which slides are in view.
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// react-aria reads <meta> tags through CSS.escape, which jsdom lacks; names here are plain words.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/["\\]/g, '\\$&');
