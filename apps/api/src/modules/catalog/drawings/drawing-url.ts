/** Drawing keys: `{kind}-{diameter}` or `{kind}-{diameter}x{length}`, e.g. 'hex-bolt-10x50', 'washer-12'. */
export const drawingKeyPattern = /^([a-z]+(?:-[a-z]+)*)-(\d{1,3}(?:\.\d{1,2})?)(?:x(\d{1,4}(?:\.\d{1,2})?))?$/;

export function drawingKey(kind: string, diameter: number, length: number | null): string {
  return length === null ? `${kind}-${diameter}` : `${kind}-${diameter}x${length}`;
}

/** Where the API serves a drawing (GET /api/Images/product/{key}.svg). */
export const drawingUrl = (key: string) => `/api/Images/product/${key}.svg`;
