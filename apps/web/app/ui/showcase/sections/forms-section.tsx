import { email, phone, required } from '@store/contracts';
import { useState } from 'react';
import { Autocomplete } from '../../autocomplete/autocomplete';
import { CurrencyInput } from '../../currency-input/currency-input';
import { Field } from '../../field/field';
import { useFieldValidation } from '../../field/use-field-validation';
import { phoneMask } from '../../input/mask';
import { TextInput } from '../../input/text-input';
import { QuantityStepper } from '../../quantity-stepper/quantity-stepper';
import { Select } from '../../select/select';
import { TextArea } from '../../text-area/text-area';
import { Example, ShowcaseSection } from '../showcase-section';
import { useCitySearch } from './showcase-data';

const units = [
  { code: 'pcs', name: 'Штуки' },
  { code: 'kg', name: 'Килограммы' },
  { code: 'box', name: 'Упаковки' },
  { code: 'old', name: 'Коробки (снято)', disabled: true },
];

export function FormsSection() {
  const [mail, setMail] = useState('ivanov@');
  const mailCheck = useFieldValidation(mail, [required, email]);
  const [tel, setTel] = useState('');
  const telCheck = useFieldValidation(tel, [required, phone], 'blurAndChange');
  const [article, setArticle] = useState('');
  const [comment, setComment] = useState('');
  const [unit, setUnit] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(1250.5);
  const [quantity, setQuantity] = useState(3);
  const city = useCitySearch();
  const cityInSheet = useCitySearch();

  return (
    <ShowcaseSection id="forms" title="Поля">
      <Example title="Поле: подпись, подсказка, ошибка (пресеты проверки)">
        <Field label="Электронная почта" required error={mailCheck.error} hint="Пресет default: после первого ухода с поля">
          <TextInput value={mail} onValueChange={setMail} onBlur={mailCheck.onBlur} type="email" icon="mail" autoComplete="off" />
        </Field>
        <Field label="Телефон" required error={telCheck.error} hint="Маска +7 (###) ###-##-##, пресет blurAndChange">
          <TextInput
            value={tel}
            onValueChange={setTel}
            onBlur={telCheck.onBlur}
            mask={phoneMask}
            inputMode="tel"
            icon="phone"
            placeholder="+7 (___) ___-__-__"
          />
        </Field>
        <Field label="Артикул" hint="Маска @@-#### (буквы, цифры); Ctrl+Z отменяет">
          <TextInput value={article} onValueChange={setArticle} mask="@@-####" placeholder="DN-0933" />
        </Field>
        <Field label="Недоступное поле">
          <TextInput value="Только чтение" onValueChange={() => {}} disabled />
        </Field>
      </Example>
      <Example title="Текст, список, сумма, количество">
        <Field label="Комментарий к заказу" hint="Шесть строк по умолчанию">
          <TextArea value={comment} onValueChange={setComment} placeholder="Например, доставка после 14:00" />
        </Field>
        <Field label="Единица измерения">
          <Select items={units} value={unit} onChange={setUnit} />
        </Field>
        <Field label="Бюджет, USD" hint="Запятые между тысячами, два знака, не меньше 0">
          <CurrencyInput value={amount} onValueChange={setAmount} />
        </Field>
        <div className="ui-showcase__row">
          <QuantityStepper value={quantity} onChange={setQuantity} max={10} label="Количество, не больше 10" />
          <QuantityStepper value={0} onChange={() => {}} size="sm" label="Количество (малый)" />
        </div>
      </Example>
      <Example title="Автодополнение: список до 323 px, поиск через 350 мс" wide>
        <div className="ui-showcase__grid">
          <Field label="Город" hint="Попробуйте «Мо» или «Якутск»">
            <Autocomplete
              inputValue={city.text}
              onInputChange={city.setText}
              onSearch={city.search}
              items={city.items}
              loading={city.loading}
              onSelect={city.choose}
              placeholder="Начните вводить город"
            />
          </Field>
          <Field label="Город доставки" hint="На телефоне открывает шторку 87.5vh с кнопкой «Готово»">
            <Autocomplete
              variant="modal"
              submitMode="button"
              sheetTitle="Город доставки"
              inputValue={cityInSheet.text}
              onInputChange={cityInSheet.setText}
              onSearch={cityInSheet.search}
              items={cityInSheet.items}
              loading={cityInSheet.loading}
              onSelect={cityInSheet.choose}
              placeholder="Выберите город"
            />
          </Field>
        </div>
      </Example>
    </ShowcaseSection>
  );
}
