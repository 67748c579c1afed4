import type { BasketColor } from '@store/contracts';

/** Spec §3 "Multi-basket entry" colours, named for people (the swatch alone says nothing to a screen reader). */
export const basketColorNames: Record<BasketColor, string> = {
  primary: 'Фирменный',
  secondary: 'Акцентный',
  blue: 'Синий',
  orange: 'Оранжевый',
  teal: 'Бирюзовый',
  indigo: 'Индиго',
  green: 'Зелёный',
  yellow: 'Жёлтый',
  pink: 'Розовый',
  purple: 'Фиолетовый',
};

/** The basket's colour as a dot beside its name (decorative: the name says which basket it is). */
export function BasketColorDot({ color }: { color: BasketColor }) {
  return <span className={`basket-color basket-color--${color}`} aria-hidden="true" />;
}
