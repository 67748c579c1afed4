import { useEffect, useState } from 'react';
import { Icon } from '../icon/icon';

type Mode = 'light' | 'dark';

/** Title bar with the light/dark switch (it flips data-mode on <html>, exactly what the site does). */
export function ShowcaseHeader() {
  const [mode, setMode] = useState<Mode>('light');
  useEffect(() => setMode(document.documentElement.dataset.mode === 'dark' ? 'dark' : 'light'), []);

  const toggle = () => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.mode = next;
    setMode(next);
  };

  return (
    <header className="ui-showcase__header">
      <div className="ui-showcase__brand">
        <strong>Дизайн-система</strong>
        <span>компоненты витрины</span>
      </div>
      <nav aria-label="Разделы" className="ui-showcase__nav">
        <a href="#basics">Основа</a>
        <a href="#forms">Поля</a>
        <a href="#choices">Выбор</a>
        <a href="#dates">Даты и файлы</a>
        <a href="#overlays">Окна</a>
        <a href="#data">Данные</a>
        <a href="/_icons/">Иконки</a>
      </nav>
      <button type="button" className="ui-showcase__mode" aria-pressed={mode === 'dark'} onClick={toggle}>
        <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
        Тёмная тема
      </button>
    </header>
  );
}
