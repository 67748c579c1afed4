import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('content Markdown rendered on the server', () => {
  it('renders headings, lists, emphasis and site, web, mail and phone links', () => {
    const html = renderMarkdown(
      '## Доставка\n\n- **курьер**\n- *самовывоз*\n\n[Услуги](/services/) [сайт](https://example.ru/) [почта](mailto:a@b.ru) [звонок](tel:+78005553535) [раздел](#pay) [рядом](delivery/)',
    );
    expect(html).toContain('<h2>Доставка</h2>');
    expect(html).toContain('<li><strong>курьер</strong></li>');
    expect(html).toContain('<a href="/services/">Услуги</a>');
    expect(html).toContain('<a href="https://example.ru/" target="_blank" rel="noopener noreferrer">сайт</a>');
    expect(html).toContain('<a href="mailto:a@b.ru">почта</a>');
    expect(html).toContain('<a href="tel:+78005553535">звонок</a>');
    expect(html).toContain('<a href="#pay">раздел</a>');
    expect(html).toContain('<a href="delivery/">рядом</a>');
  });

  it('puts a table in a region a keyboard can reach, since it scrolls sideways on a phone', () => {
    const html = renderMarkdown('| Изделие | DIN |\n|---|---|\n| Болт | 933 |\n');
    expect(html).toMatch(/^<div class="prose__table" role="region" aria-label="Таблица" tabindex="0"><table>\n<thead>/);
    expect(html).toContain('<td>Болт</td>');
    expect(html.trimEnd()).toMatch(/<\/table><\/div>$/);
  });

  it('names each body cell of a table of three columns or more after its header, as plain text, for a phone’s cards', () => {
    const html = renderMarkdown('| **Склад** | Адрес | Часы `пн–пт` |\n|---|---|---|\n| Южный "порт" | Москва | 9–18 |\n| Обухово | СПб |\n');
    expect(html).toMatch(/^<div class="prose__table prose__table--cards" role="region"/);
    expect(html).toContain('<td data-label="Склад">Южный &quot;порт&quot;</td>\n<td data-label="Адрес">Москва</td>\n<td data-label="Часы пн–пт">9–18</td>');
    // A short row's cells still meet their own columns' names.
    expect(html).toContain('<td data-label="Склад">Обухово</td>\n<td data-label="Адрес">СПб</td>');
    // Two columns fit a phone as a table: no cards, no names.
    const narrow = renderMarkdown('| Резьба | Момент |\n|---|---|\n| М6 | 10 |\n');
    expect(narrow).not.toContain('prose__table--cards');
    expect(narrow).not.toContain('data-label');
  });

  it('shows raw HTML and scripts as text, never as markup', () => {
    const html = renderMarkdown(
      'Текст <script>alert(1)</script> и <img src=x onerror="alert(2)">\n\n<div onclick="alert(3)">блок</div>\n\n<iframe src="https://evil.example/"></iframe>',
    );
    expect(html).not.toMatch(/<(script|img|div|iframe)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;div onclick=&quot;alert(3)&quot;&gt;блок&lt;/div&gt;');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    '//evil.example/',
    '/\\evil.example/',
    'ftp://files.example/',
  ])('leaves a link to %s as text', (url) => {
    const html = renderMarkdown(`[нажми](${url}) ![картинка](${url}) <${url}>`);
    expect(html).not.toMatch(/<a |<img /);
    expect(html).toContain('нажми');
  });

  it('keeps a link title and image alt text escaped', () => {
    const html = renderMarkdown('[a](/x "\\" onmouseover=\\"alert(1)") ![" onerror="alert(1)](/banners/a.svg)');
    expect(html).not.toMatch(/"\s*onmouseover=|"\s*onerror=/);
    expect(html).toContain('<img src="/banners/a.svg"');
  });
});
