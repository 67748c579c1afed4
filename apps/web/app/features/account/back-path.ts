/**
 * Where sign-in returns to when a page sent the visitor there (`/auth/?back=/basket/?checkout=true`, the checkout):
 * only a path of this site, never another origin.
 */
export function backPath(back: string | null): string | null {
  if (!back?.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  return back;
}
