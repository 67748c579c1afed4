import { renderDrawing } from '../../modules/catalog/drawings/render-drawing.ts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { chunked, rowsPerInsert } from '../../db/batches.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import type { FamilySeed } from './generate.ts';
import { slugify } from './translit.ts';

export interface FamilyWithSize {
  id: number;
  family: FamilySeed;
  /** The size its drawing shows: the family's first. */
  diameter: number;
  length: number | null;
}

/** A certificate number that looks like one and is the same for the same standard every time. */
function certificateNumber(standard: string): string {
  let hash = 0;
  for (const char of standard) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return `РОСС RU.АЯ46.Н${String(hash).padStart(5, '0')}`;
}

// Rendering a PDF is the slow part of the seed's documents: once per standard and process (the bytes never change).
const certificates = new Map<string, Promise<Uint8Array>>();
function certificateOf(family: FamilySeed): Promise<Uint8Array> {
  let pdf = certificates.get(family.standard);
  if (!pdf) {
    pdf = renderCertificatePdf({
      title: 'Сертификат соответствия',
      number: certificateNumber(family.standard),
      product: `${family.type_name}, ${family.standard}`,
      standard: family.standard,
      validity: 'с 03.02.2025 по 02.02.2028',
    });
    certificates.set(family.standard, pdf);
  }
  return pdf;
}

/**
 * Each family's 'Документы' tab: the certificate of conformity of its standard (one PDF per standard, shared by its
 * families) and the drawing of its first size as SVG, rendered here into the rows.
 */
export async function seedFamilyDocuments(db: Db, families: readonly FamilyWithSize[]): Promise<void> {
  const rows: Insertable<Database['family_documents']>[] = [];
  for (const { id, family, diameter, length } of families) {
    const slug = slugify(family.standard);
    const certificate = await certificateOf(family);
    rows.push({
      family_id: id,
      sort: 1,
      kind: 'certificate',
      name: `Сертификат соответствия ${family.standard}`,
      file_name: `sertifikat-${slug}.pdf`,
      content_type: 'application/pdf',
      size: certificate.byteLength,
      data: certificate,
    });
    const svg = renderDrawing(family.drawing, diameter, length);
    if (svg !== null) {
      const data = Buffer.from(svg);
      rows.push({
        family_id: id,
        sort: 2,
        kind: 'drawing',
        name: `Чертёж ${family.standard}`,
        file_name: `chertezh-${slug}.svg`,
        content_type: 'image/svg+xml',
        size: data.byteLength,
        data,
      });
    }
  }
  for (const part of chunked(rows, rowsPerInsert(8))) await db.insertInto('family_documents').values(part).execute();
}
