import { getLocalTimeZone, today } from '@internationalized/date';
import { requiredFiles } from '@store/contracts';
import { useState } from 'react';
import { DatePicker, type DatePickerValue } from '../../date-picker/date-picker';
import { dayToIso } from '../../date-picker/iso-days';
import { Field } from '../../field/field';
import { FileBox } from '../../file-box/file-box';
import { Example, ShowcaseSection } from '../showcase-section';

const none: DatePickerValue = [null, null];

export function DatesSection() {
  const [day, setDay] = useState<DatePickerValue>(none);
  const [period, setPeriod] = useState<DatePickerValue>(none);
  const [withTime, setWithTime] = useState<DatePickerValue>(none);
  const [future, setFuture] = useState<DatePickerValue>(none);
  const [drawings, setDrawings] = useState<File[]>([]);
  const [card, setCard] = useState<File[]>([]);
  const [photo, setPhoto] = useState<File[]>([]);
  const minDate = dayToIso(today(getLocalTimeZone()));

  return (
    <ShowcaseSection id="dates" title="Даты и файлы">
      <Example title="Календарь: 280 px, неделя с понедельника, ДД.ММ.ГГГГ">
        <Field label="Дата заказа" hint="Один день: окно закрывается после выбора">
          <DatePicker value={day} onChange={setDay} />
        </Field>
        <Field label="Период" hint="Сегодня, 7, 30 и 90 дней; второй щелчок завершает период">
          <DatePicker value={period} onChange={setPeriod} period />
        </Field>
        <Field label="Период со временем" hint="ЧЧ:ММ применяется после четырёх цифр; «Выбрать» — когда период полный">
          <DatePicker value={withTime} onChange={setWithTime} period withTime />
        </Field>
        <Field label="Желаемая дата получения" hint="Дни до сегодняшнего недоступны">
          <DatePicker value={future} onChange={setFuture} minDate={minDate} />
        </Field>
        <Field label="Недоступно">
          <DatePicker value={none} onChange={() => {}} disabled />
        </Field>
      </Example>
      <Example title="Файлы: большой и малый варианты">
        <FileBox
          label="Чертежи (изображения и PDF, до 3)"
          value={drawings}
          onChange={setDrawings}
          accept="image/*,application/pdf"
          maxFiles={3}
          attached={[{ name: 'спецификация-DIN933.pdf', type: 'application/pdf', size: 248_832 }]}
        />
        <FileBox label="Карточка предприятия" variant="small" value={card} onChange={setCard} accept="application/pdf" />
        <FileBox label="Фото упаковки" variant="small" value={photo} onChange={setPhoto} accept="image/*" error={requiredFiles(photo)} />
      </Example>
    </ShowcaseSection>
  );
}
