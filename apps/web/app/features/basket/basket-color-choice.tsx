import { type BasketColor, basketColors } from '@store/contracts';
import { RadioGroup } from '~/ui/radio/radio-group';
import { BasketColorDot, basketColorNames } from './basket-colors';

const options = basketColors.map((color) => ({
  code: color,
  name: (
    <span className="basket-color-choice__option">
      <BasketColorDot color={color} />
      {basketColorNames[color]}
    </span>
  ),
}));

/** The basket's colour from the spec's list, as native radios (the form posts `color` without scripts too). */
export function BasketColorChoice({ value, onChange }: { value: BasketColor; onChange: (color: BasketColor) => void }) {
  return <RadioGroup legend="Цвет" name="color" inline options={options} value={value} onChange={(code) => onChange(code as BasketColor)} />;
}
