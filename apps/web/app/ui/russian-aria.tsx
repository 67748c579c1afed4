import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * react-aria's own words (a combobox's list label and announcements, a calendar's weekdays) in Russian, whatever
 * language the visitor's browser is set to.
 */
export function RussianAria({ children }: { children: ReactNode }) {
  return <I18nProvider locale="ru-RU">{children}</I18nProvider>;
}
