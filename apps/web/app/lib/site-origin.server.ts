/** The site's public origin (spec §9: image paths without http get it as prefix; canonical links use it). */
export function siteOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
