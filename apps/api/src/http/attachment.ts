/**
 * `Content-Disposition` of a download (RFC 6266): the name for browsers UTF-8 percent-encoded (RFC 5987, which also
 * encodes `'()*`), and an ASCII name for old clients (by default the name with everything else made `_`).
 */
export function attachmentDisposition(filename: string, asciiFallback = filename.replace(/[^\w.-]+/g, '_')): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
