import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';
import { withYear } from './footer-parts';

const content = {
  links: [{ name: 'О компании', url: '/about/', openInNewWindow: false }],
  documents: [{ name: 'Политика конфиденциальности', url: '/privacy-policy/', openInNewWindow: true }],
  catalogSections: [],
  socialLinks: [{ name: 'Telegram', link: 'https://t.me/', img: '/brand/social-telegram.svg', openInNewWindow: true }],
  contacts: [{ id: 1, name: 'Отдел продаж', value: '8 800 555-35-35', image: null, type: 'tel' as const, copy: false }],
  copyright: '© [year] КрепКомплект',
  description: 'Поставщик крепежа',
};

function renderFooter(variant: 1 | 2 | 3, copyrightFooter = '') {
  const settings = { footer: { variant }, copyrightFooter, logos: { logo: '/brand/logo.svg', lightLogo: '/brand/logo-light.svg' } };
  return render(
    <MemoryRouter>
      <SiteFooter
        settings={settings as never}
        content={content}
        brandName="КрепКомплект"
        fallbackSections={[{ code: 'krepezh', name: 'Крепёж' }]}
        year={2031}
      />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it('replaces every [year] placeholder with the year', () => {
    expect(withYear('© [year]–[year]', 2031)).toBe('© 2031–2031');
    renderFooter(1);
    expect(screen.getByText('© 2031 КрепКомплект')).toBeTruthy();
  });

  it('prefers the settings copyright', () => {
    renderFooter(1, 'КрепКомплект, [year]');
    expect(screen.getByText('КрепКомплект, 2031')).toBeTruthy();
  });

  it('variant 1: catalogue sections, company links and documents in columns', () => {
    renderFooter(1);
    expect(screen.getByRole('navigation', { name: 'Каталог' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Крепёж' }).getAttribute('href')).toBe('/catalog/krepezh/');
    expect(screen.getByRole('navigation', { name: 'Документы' })).toBeTruthy();
  });

  it('variant 2: compact, without the catalogue column, contacts as tel: links', () => {
    renderFooter(2);
    expect(screen.queryByRole('navigation', { name: 'Каталог' })).toBeNull();
    expect(screen.getByRole('link', { name: '8 800 555-35-35' }).getAttribute('href')).toBe('tel:88005553535');
  });

  it('variant 3: dark, with the light logo', () => {
    renderFooter(3);
    expect(screen.getByRole('img', { name: 'КрепКомплект' }).getAttribute('src')).toBe('/brand/logo-light.svg');
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' }).getAttribute('target')).toBe('_blank');
  });
});
