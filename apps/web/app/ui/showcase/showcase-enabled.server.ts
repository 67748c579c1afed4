/** The showcase and icon pages are on unless SHOWCASE=0 (set it in production to hide them: they answer 404). */
export function showcaseEnabled(): boolean {
  return process.env.SHOWCASE !== '0';
}
