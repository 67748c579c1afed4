/** Normalised query text from which recognised notation is blanked out, so that each piece is read once. */
export type Scan = { text: string };

/** Replaces a read span with spaces, keeping the positions of everything after it. */
export function blank(scan: Scan, start: number, end: number): void {
  scan.text = scan.text.slice(0, start) + ' '.repeat(end - start) + scan.text.slice(end);
}

/** Blanks every match of `pattern` that `accept` takes. */
export function takeMatches(scan: Scan, pattern: RegExp, accept: (match: RegExpExecArray) => boolean): void {
  for (const match of scan.text.matchAll(pattern)) {
    if (accept(match)) blank(scan, match.index, match.index + match[0].length);
  }
}

/** Builds a Unicode-aware pattern: `\b` does not work with Cyrillic, so edges are spelled out. */
export function notation(source: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{N}.])(?:${source})(?![\p{L}\p{N}])`, 'gu');
}
