import type { Camelize, ProductDetail } from '@store/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductPage } from './product-page';

type Detail = Camelize<ProductDetail>;

const documents: Detail['documents'] = [
  {
    id: 7,
    kind: 'certificate',
    name: 'Сертификат соответствия DIN 933',
    fileName: 'sertifikat-din-933.pdf',
    contentType: 'application/pdf',
    size: 1536,
    url: '/api/Documents/7/sertifikat-din-933.pdf',
  },
  {
    id: 9,
    kind: 'drawing',
    name: 'Чертёж DIN 933',
    fileName: 'chertezh-din-933.svg',
    contentType: 'image/svg+xml',
    size: 900,
    url: '/api/Documents/9/chertezh-din-933.svg',
  },
];

const detail = (withDocuments: Detail['documents']): Detail => ({
  product: {
    id: 1,
    offerId: 1,
    code: 'bolt-m6x20',
    article: 'B-1',
    url: '/catalog/krepezh/bolty/product/bolt-m6x20/',
    available: true,
    hasOffers: false,
    name: 'Болт DIN 933 М6×20',
    type: 'Болты',
    properties: [],
    images: [],
    price: 1_500,
    discountPrice: null,
    discountPercent: 0,
    unit: 'шт',
    packQty: 1,
    orderMultiple: 1,
    stock: 10,
  },
  family: { code: 'bolt-din-933', name: 'Болт DIN 933', standard: 'DIN 933' },
  breadcrumbs: [],
  description: 'Болт с шестигранной головкой.',
  characteristics: [{ code: 'standard', name: 'Стандарт', value: 'DIN 933' }],
  stocks: [],
  relatedSizes: [],
  documents: withDocuments,
});

const allTabs = [
  { code: 'characteristics', name: 'Характеристики' },
  { code: 'documents', name: 'Документы' },
] as const;

function renderPage(withDocuments: Detail['documents'], tabs: readonly { code: 'characteristics' | 'documents'; name: string }[] = allTabs) {
  render(
    <MemoryRouter>
      <ProductPage detail={detail(withDocuments)} tabs={[...tabs]} display={{ showArticle: true, showStock: true }} favourites={false} />
    </MemoryRouter>,
  );
}

describe('the product page’s «Документы» tab', () => {
  it('lists each file with its name, type, size and a download link', async () => {
    renderPage(documents);
    await userEvent.click(screen.getByRole('tab', { name: 'Документы' }));
    const rows = within(screen.getByRole('tabpanel', { name: 'Документы' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Сертификат соответствия DIN 933', 'PDF', '1.5 KB', 'Скачать'],
      ['Чертёж DIN 933', 'SVG', '900 B', 'Скачать'],
    ]);
    const link = screen.getByRole('link', { name: 'Скачать: Сертификат соответствия DIN 933' });
    expect(link.getAttribute('href')).toBe('/api/Documents/7/sertifikat-din-933.pdf');
    expect(link.getAttribute('download')).toBe('sertifikat-din-933.pdf');
  });

  it('is hidden when the product has no documents', () => {
    renderPage([]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Характеристики']);
  });

  it('is hidden when the settings leave it out', () => {
    renderPage(documents, [allTabs[0]]);
    expect(screen.queryByRole('tab', { name: 'Документы' })).toBeNull();
  });
});
