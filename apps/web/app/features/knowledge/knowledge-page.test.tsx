import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KnowledgePage } from './knowledge-page';

const knowledge = {
  title: 'База знаний',
  description: 'Как выбирать крепёж.',
  sections: [
    { title: 'Прочность', articles: [{ code: 'klassy', title: 'Классы прочности', bodyHtml: '<p>8.8 — 800 МПа.</p>' }] },
    { title: 'Пустая тема', articles: [] },
  ],
};

describe('KnowledgePage', () => {
  it('lists every article in the contents, linking to its anchor, and shows it under its topic', () => {
    render(<KnowledgePage knowledge={knowledge} />);
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    expect(within(contents).getByRole('link', { name: 'Классы прочности' }).getAttribute('href')).toBe('#klassy');
    const topic = screen.getByRole('region', { name: 'Прочность' });
    const article = within(topic).getByRole('article', { name: 'Классы прочности' });
    expect(article.id).toBe('klassy');
    expect(article.textContent).toContain('8.8 — 800 МПа.');
    // A topic without articles is left out.
    expect(screen.queryByText('Пустая тема')).toBeNull();
  });

  it('says so when there are no articles yet', () => {
    render(<KnowledgePage knowledge={{ ...knowledge, sections: [] }} />);
    expect(screen.getByText('Статей пока нет')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Содержание' })).toBeNull();
  });
});
