import type { ProductDetail } from '@store/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../testing/test-app.ts';

describe('product documents (the product page’s «Документы» tab)', () => {
  let t: TestApp;
  let detail: ProductDetail;
  beforeAll(async () => {
    t = await createTestApp({ skus: 200 });
    const product = await t.db.selectFrom('products').select('code').orderBy('id').executeTakeFirstOrThrow();
    detail = body<ProductDetail>(await t.app.inject({ url: `/api/Catalog/getProduct/?code=${product.code}` })).result;
  });
  afterAll(() => t.close());

  it('lists the family’s certificate and drawing with their type, size and url', () => {
    const standard = detail.family.standard;
    expect(detail.documents.map(({ kind, name, content_type }) => ({ kind, name, content_type }))).toEqual([
      { kind: 'certificate', name: `Сертификат соответствия ${standard}`, content_type: 'application/pdf' },
      { kind: 'drawing', name: `Чертёж ${standard}`, content_type: 'image/svg+xml' },
    ]);
    for (const document of detail.documents) {
      expect(document.size).toBeGreaterThan(500);
      expect(document.url).toBe(`/api/Documents/${document.id}/${document.file_name}`);
    }
  });

  it('downloads a PDF certificate as an attachment of its listed size', async () => {
    const certificate = detail.documents[0]!;
    const response = await t.app.inject({ url: certificate.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${certificate.file_name}"; filename*=UTF-8''${certificate.file_name}`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.byteLength).toBe(certificate.size);
  });

  it('downloads the drawing as SVG, sandboxed so that it never runs as a page', async () => {
    const drawing = detail.documents.find((document) => document.kind === 'drawing')!;
    const response = await t.app.inject({ url: drawing.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toMatch(/^<svg/);
  });

  it('answers 404 for a document that does not exist and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/Documents/999999/x.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).status).toBe('error');
    expect(JSON.stringify(body(missing))).toContain('Документ не найден');
    expect((await t.app.inject({ url: '/api/Documents/abc/x.pdf' })).statusCode).toBe(400);
  });

  it('lists nothing for a family without documents', async () => {
    await t.db.deleteFrom('family_documents').execute();
    const product = await t.db.selectFrom('products').select('code').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const answer = body<ProductDetail>(await t.app.inject({ url: `/api/Catalog/getProduct/?code=${product.code}` })).result;
    expect(answer.documents).toEqual([]);
  });
});
