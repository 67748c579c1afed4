import type { ComponentProps } from 'react';
import type { BasketColor } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';
import { BasketColorDot } from './basket-colors';

type TriggerProps = ComponentProps<'button'> & { name: string; color: BasketColor };

/** The active basket's colour and name: opens 'Все корзины'. */
export function PickerTrigger({ name, color, ...button }: TriggerProps) {
  return (
    <button type="button" className="basket-picker__trigger" aria-haspopup="dialog" aria-label={`Корзина «${name}»: все корзины`} {...button}>
      <BasketColorDot color={color} />
      <span className="basket-picker__name">{name}</span>
      <Icon name="chevron-down" size={16} />
    </button>
  );
}
