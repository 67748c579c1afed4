import { requiredChoice } from '@store/contracts';
import { useState } from 'react';
import { Checkbox } from '../../checkbox/checkbox';
import { CheckboxGroup } from '../../checkbox/checkbox-group';
import { RadioGroup } from '../../radio/radio-group';
import { SelectorButtons } from '../../selector-buttons/selector-buttons';
import { Switcher } from '../../switcher/switcher';
import { Toggle } from '../../toggle/toggle';
import { Example, ShowcaseSection } from '../showcase-section';

const payment = [
  { code: 'invoice', name: 'Счёт для юрлица' },
  { code: 'card', name: 'Картой онлайн' },
  { code: 'cash', name: 'При получении', disabled: true },
];
const coatings = [
  { code: 'zinc', name: 'Цинк' },
  { code: 'black', name: 'Чёрное оксидирование' },
  { code: 'plain', name: 'Без покрытия' },
];
const receiving = [
  { code: 'delivery', name: 'Доставка' },
  { code: 'pickup', name: 'Самовывоз' },
];
const views = [
  { code: 'list', name: 'Список' },
  { code: 'grid', name: 'Плитка' },
  { code: 'table', name: 'Таблица' },
];
const packs = [
  { code: '100', name: '100 шт' },
  { code: '500', name: '500 шт' },
  { code: '1000', name: '1000 шт' },
];

export function ChoicesSection() {
  const [pay, setPay] = useState<string | null>('invoice');
  const [chosen, setChosen] = useState<string[]>(['zinc']);
  const [terms, setTerms] = useState(false);
  const [notify, setNotify] = useState(true);
  const [mode, setMode] = useState('delivery');
  const [view, setView] = useState('list');
  const [pack, setPack] = useState('500');

  return (
    <ShowcaseSection id="choices" title="Выбор">
      <Example title="Радио и флажки">
        <RadioGroup legend="Способ оплаты" options={payment} value={pay} onChange={setPay} />
        <CheckboxGroup legend="Покрытие (хотя бы одно)" options={coatings} value={chosen} onChange={setChosen} error={requiredChoice(chosen)} />
        <Checkbox checked={terms} onCheckedChange={setTerms}>
          Я принимаю правила
        </Checkbox>
        <Checkbox checked disabled onCheckedChange={() => {}}>
          Недоступный флажок
        </Checkbox>
      </Example>
      <Example title="Переключатели">
        <Toggle checked={notify} onCheckedChange={setNotify}>
          Уведомлять о поступлении
        </Toggle>
        <Toggle checked={false} onCheckedChange={() => {}} disabled>
          Недоступно
        </Toggle>
        <Switcher label="Способ получения" options={receiving} value={mode} onChange={setMode} block />
        <Switcher label="Вид каталога" options={views} value={view} onChange={setView} size="sm" />
      </Example>
      <Example title="Кнопки выбора со своим вариантом" wide>
        <SelectorButtons label="Фасовка" options={packs} value={pack} onChange={setPack} allowOwn />
      </Example>
    </ShowcaseSection>
  );
}
