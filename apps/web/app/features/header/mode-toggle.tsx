import { useEffect, useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import { type ColorMode, colorModeCookie } from '~/lib/color-mode';
import { preferenceCookie } from '~/lib/cookies';

const currentMode = (): ColorMode => (document.documentElement.getAttribute('data-mode') === 'dark' ? 'dark' : 'light');

/** Light/dark switch; the choice goes to a cookie the head script reads before the next page's first paint. */
export function ModeToggle() {
  const [mode, setMode] = useState<ColorMode>('light');
  // The pre-paint script (root.tsx) set the mode from the cookie or the system setting; the server rendered light.
  useEffect(() => setMode(currentMode()), []);

  const toggle = () => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-mode', next);
    document.cookie = preferenceCookie(colorModeCookie, next);
    setMode(next);
  };

  return (
    <button type="button" className="header-action header-action--icon" aria-pressed={mode === 'dark'} onClick={toggle}>
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
      <span className="ui-visually-hidden">Тёмная тема</span>
    </button>
  );
}
