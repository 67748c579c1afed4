import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader copies it, spaces of every kind as plain ones. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}
