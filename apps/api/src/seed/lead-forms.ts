import type { LeadField, LeadForm } from '@store/contracts';
import type { Db } from '../db/database.ts';
import { saveLeadForm } from '../modules/lead-forms/lead-forms.repository.ts';

const field = (overrides: Partial<LeadField> & Pick<LeadField, 'name' | 'type' | 'label'>): LeadField => ({
  placeholder: '',
  required: false,
  options: [],
  own_option: false,
  validation: null,
  accept: [],
  max_files: 1,
  ...overrides,
});

const name = field({ name: 'name', type: 'text', label: 'Имя', placeholder: 'Иван', required: true });
const fio = field({ name: 'fio', type: 'text', label: 'ФИО', placeholder: 'Иванов Иван', required: true, validation: 'FIO' });
const phone = field({ name: 'phone', type: 'text', label: 'Телефон', placeholder: '+7 (___) ___-__-__', required: true, validation: 'phone' });
const email = field({ name: 'email', type: 'text', label: 'Email', placeholder: 'mail@company.ru', required: true, validation: 'email' });
const comment = field({ name: 'comment', type: 'textarea', label: 'Комментарий' });
const consent = field({ name: 'consent', type: 'checkbox', label: 'Согласен на обработку персональных данных', required: true });
const documents = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
const drawings = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/vnd.dwg'] as const;

/** The forms a fastener distributor collects leads with; the header, the slides and product pages open them by code. */
export const seededLeadForms: LeadForm[] = [
  {
    form_code: 'CALLBACK',
    title: 'Заказать звонок',
    description: 'Перезвоним в рабочее время в течение 15 минут',
    fields: [
      name,
      phone,
      field({
        name: 'time',
        type: 'buttons',
        label: 'Удобное время',
        options: [
          { code: 'now', name: 'Сейчас' },
          { code: 'morning', name: 'До 12:00' },
          { code: 'afternoon', name: 'После 12:00' },
        ],
        own_option: true,
      }),
      consent,
    ],
    hidden: [],
    submit_button_text: 'Жду звонка',
  },
  {
    form_code: 'PRICE_REQUEST',
    title: 'Запросить цену',
    description: 'Менеджер пришлёт цену и срок поставки на почту',
    fields: [
      name,
      email,
      field({ name: 'phone', type: 'text', label: 'Телефон', placeholder: '+7 (___) ___-__-__', validation: 'phone' }),
      field({ name: 'quantity', type: 'text', label: 'Количество', placeholder: 'Например, 500 шт' }),
      comment,
      consent,
    ],
    hidden: ['product'],
    submit_button_text: 'Запросить цену',
  },
  {
    form_code: 'WHOLESALE',
    title: 'Оптовый запрос',
    description: 'Приложите спецификацию — подготовим коммерческое предложение',
    fields: [
      fio,
      field({ name: 'company', type: 'text', label: 'Компания', placeholder: 'ООО «Стройметиз»' }),
      email,
      phone,
      field({ name: 'specification', type: 'file', label: 'Спецификация', required: true, accept: [...documents], max_files: 3 }),
      field({
        name: 'delivery',
        type: 'radio',
        label: 'Получение',
        required: true,
        options: [
          { code: 'delivery', name: 'Доставка' },
          { code: 'pickup', name: 'Самовывоз' },
        ],
      }),
      field({ name: 'vat', type: 'toggle', label: 'Нужны документы с НДС' }),
      comment,
      consent,
    ],
    hidden: [],
    submit_button_text: 'Отправить запрос',
  },
  {
    form_code: 'FASTENER_SELECTION',
    title: 'Подбор крепежа',
    description: 'Пришлите чертёж или фото — подберём крепёж и аналоги по DIN, ISO и ГОСТ',
    fields: [
      name,
      phone,
      field({ name: 'email', type: 'text', label: 'Email', placeholder: 'mail@company.ru', validation: 'email' }),
      field({ name: 'drawing', type: 'file', label: 'Чертёж или фото', required: true, accept: [...drawings], max_files: 5 }),
      field({
        name: 'material',
        type: 'select',
        label: 'Материал',
        placeholder: 'Не выбран',
        options: [
          { code: 'steel', name: 'Сталь' },
          { code: 'a2', name: 'Нержавеющая сталь A2' },
          { code: 'a4', name: 'Нержавеющая сталь A4' },
          { code: 'brass', name: 'Латунь' },
        ],
      }),
      field({
        name: 'coating',
        type: 'checkbox',
        label: 'Покрытие',
        options: [
          { code: 'zinc', name: 'Цинк' },
          { code: 'hot_dip', name: 'Горячий цинк' },
          { code: 'none', name: 'Без покрытия' },
        ],
      }),
      comment,
      consent,
    ],
    hidden: [],
    submit_button_text: 'Подобрать',
  },
  {
    form_code: 'SUPPLY_CONTRACT',
    title: 'Поставки для предприятий',
    description: 'Расскажите о потребности — менеджер подготовит договор и условия отсрочки',
    fields: [fio, field({ name: 'company', type: 'text', label: 'Компания', required: true }), email, phone, comment, consent],
    hidden: [],
    submit_button_text: 'Отправить заявку',
  },
  {
    // Every service page (content block `services`) opens this form with the service as hidden data.
    form_code: 'SERVICE_ORDER',
    title: 'Заказать услугу',
    description: 'Опишите задачу — менеджер рассчитает стоимость и срок',
    fields: [
      name,
      phone,
      field({ name: 'email', type: 'text', label: 'Email', placeholder: 'mail@company.ru', validation: 'email' }),
      field({ name: 'attachments', type: 'file', label: 'Чертёж, спецификация или фото', accept: [...documents, ...drawings.slice(1)], max_files: 5 }),
      comment,
      consent,
    ],
    hidden: ['service'],
    submit_button_text: 'Отправить заявку',
  },
];

export async function seedLeadForms(db: Db): Promise<void> {
  for (const form of seededLeadForms) await saveLeadForm(db, form);
}
