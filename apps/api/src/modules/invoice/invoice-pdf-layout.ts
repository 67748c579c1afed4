import fs from 'node:fs';
import { createRequire } from 'node:module';

/** A4 in points with 40 pt margins: the frame every part of the invoice draws in. */
export const page = { left: 40, right: 555, top: 40, bottom: 800, width: 515 } as const;

export type Pdf = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);
/** PT Sans (ParaType, SIL OFL): made for Russian documents; TrueType, so pdfkit embeds a subset with its Cyrillic. */
const fontFiles = {
  regular: require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf'),
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function registerFonts(doc: Pdf): void {
  fonts ??= { regular: fs.readFileSync(fontFiles.regular), bold: fs.readFileSync(fontFiles.bold) };
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
}

/** Text in a box, clipped to its width; `align` within it. */
export function textIn(
  doc: Pdf,
  text: string,
  box: { x: number; y: number; width: number },
  style: { font?: 'regular' | 'bold'; size?: number; align?: 'left' | 'right' | 'center' } = {},
): number {
  doc.font(style.font ?? 'regular').fontSize(style.size ?? 9);
  const options = { width: box.width, align: style.align ?? 'left' } as const;
  doc.text(text, box.x, box.y, options);
  return doc.heightOfString(text, options);
}

export function line(doc: Pdf, x1: number, y1: number, x2: number, y2: number, width = 0.75): void {
  doc.lineWidth(width).moveTo(x1, y1).lineTo(x2, y2).stroke();
}
