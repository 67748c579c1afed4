/**
 * A tiny SVG builder for the product drawings. Shapes are given in millimetres around the part's axis
 * (y = 0); the finished picture's viewBox is the bounding box of what was drawn, so every part fills the
 * frame and its proportions show. Only plain shapes and presentation attributes: librsvg (sharp) and
 * browsers render them alike, and there is nothing to script or fetch.
 */
export type Point = readonly [x: number, y: number];

/** Fill shades: `light` for faces towards the viewer, `mid` for faces turned away, `dark` for rubber and holes. */
export type Tone = 'light' | 'mid' | 'dark';
/** Line weights: `outline` edges a shape, `detail` for thread and face lines, `hidden` dashed for what is inside. */
export type Stroke = 'outline' | 'detail' | 'hidden';

const fills: Record<Tone, string> = { light: '#eceef0', mid: '#d3d7dc', dark: '#5d636b' };
const ink = '#4a5058';
// The picture is meant for a 400×300 box; line weights are in output pixels at that size.
const frame = { width: 400, height: 300 } as const;
const pixels: Record<Stroke, number> = { outline: 1.7, detail: 0.9, hidden: 0.9 };

/** Millimetres to SVG text: two decimals are far below a pixel, and keep the file small. */
export const mm = (value: number) => String(Math.round(value * 100) / 100 || 0);
const pt = ([x, y]: Point) => `${mm(x)} ${mm(y)}`;
/** Line widths keep three significant digits, so hairlines on a 3 mm part do not round away. */
const lineWidth = (value: number) => String(Number(value.toPrecision(3)));

/** A closed circle as path data (two half arcs), so it can join other outlines in one even-odd path. */
export const circlePath = (cx: number, cy: number, r: number) =>
  `M${mm(cx - r)} ${mm(cy)}a${mm(r)} ${mm(r)} 0 1 0 ${mm(2 * r)} 0a${mm(r)} ${mm(r)} 0 1 0 ${mm(-2 * r)} 0Z`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class Sketch {
  // Each shape waits for the final scale, since line widths are set in pixels but drawn in millimetres.
  private readonly shapes: Array<(unit: number) => string> = [];
  private box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

  /** Widens the picture's frame to take in these points (shapes call it for their corners). */
  include(...points: Point[]): this {
    for (const [x, y] of points) {
      this.box.minX = Math.min(this.box.minX, x);
      this.box.maxX = Math.max(this.box.maxX, x);
      this.box.minY = Math.min(this.box.minY, y);
      this.box.maxY = Math.max(this.box.maxY, y);
    }
    return this;
  }

  /** A filled, outlined closed path; `extent` are points that bound it (curves are not measured). */
  path(d: string, extent: Point[], tone: Tone = 'light', options: { outlined?: boolean; evenOdd?: boolean } = {}): this {
    this.include(...extent);
    const rule = options.evenOdd ? ' fill-rule="evenodd"' : '';
    if (options.outlined === false) this.shapes.push(() => `<path d="${d}" fill="${fills[tone]}" stroke="none"${rule}/>`);
    else this.shapes.push((unit) => `<path d="${d}" fill="${fills[tone]}"${rule} stroke-width="${lineWidth(pixels.outline * unit)}"/>`);
    return this;
  }

  polygon(points: Point[], tone: Tone = 'light'): this {
    return this.path(`M${points.map(pt).join('L')}Z`, points, tone);
  }

  rect(x0: number, y0: number, x1: number, y1: number, tone: Tone = 'light'): this {
    return this.polygon(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      tone,
    );
  }

  /** A disc, or a ring when `inner` is given (its hole stays see-through). */
  circle(cx: number, cy: number, r: number, tone: Tone = 'light', inner?: number): this {
    const d = inner ? circlePath(cx, cy, r) + circlePath(cx, cy, inner) : circlePath(cx, cy, r);
    return this.path(
      d,
      [
        [cx - r, cy - r],
        [cx + r, cy + r],
      ],
      tone,
      { evenOdd: true },
    );
  }

  /** An open line through the points. */
  line(points: Point[], stroke: Stroke = 'detail'): this {
    return this.stroke(`M${points.map(pt).join('L')}`, stroke);
  }

  /** An open path (arcs, curves) drawn as a line only; it does not widen the frame. */
  stroke(d: string, stroke: Stroke = 'detail'): this {
    this.shapes.push((unit) => {
      const dash = stroke === 'hidden' ? ` stroke-dasharray="${lineWidth(4 * unit)} ${lineWidth(2.5 * unit)}"` : '';
      return `<path d="${d}" fill="none" stroke-width="${lineWidth(pixels[stroke] * unit)}"${dash}/>`;
    });
    return this;
  }

  /** The finished SVG document with an accessible title. */
  toSvg(title: string): string {
    const { minX, minY, maxX, maxY } = this.box;
    const width = maxX - minX;
    const height = maxY - minY;
    // A margin of 7% of the larger side (height weighed at the 4:3 frame), so outlines are never clipped.
    const margin = 0.07 * Math.max(width, height * (frame.width / frame.height));
    const viewBox = [minX - margin, minY - margin, width + 2 * margin, height + 2 * margin];
    const unit = Math.max(viewBox[2]! / frame.width, viewBox[3]! / frame.height);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}" viewBox="${viewBox.map(mm).join(' ')}" role="img">`,
      `<title>${escapeText(title)}</title>`,
      `<g stroke="${ink}" stroke-linejoin="round" stroke-linecap="round">`,
      ...this.shapes.map((shape) => shape(unit)),
      '</g>',
      '</svg>',
    ].join('\n');
  }
}
