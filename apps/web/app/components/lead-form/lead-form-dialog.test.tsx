import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadFormDialog } from './lead-form-dialog';
import { closeLeadForm, openLeadForm } from './lead-form-store';

const field = (overrides: Record<string, unknown>) => ({
  placeholder: '',
  required: false,
  options: [],
  own_option: false,
  validation: null,
  accept: [],
  max_files: 1,
  ...overrides,
});

const wholesale = {
  form_code: 'WHOLESALE',
  title: 'Оптовый запрос',
  description: 'Приложите спецификацию',
  hidden: ['product'],
  submit_button_text: 'Отправить запрос',
  fields: [
    field({ name: 'fio', type: 'text', label: 'ФИО', required: true, validation: 'FIO' }),
    field({ name: 'email', type: 'text', label: 'Email', validation: 'email' }),
    field({ name: 'comment', type: 'textarea', label: 'Комментарий' }),
    field({ name: 'material', type: 'select', label: 'Материал', options: [{ code: 'steel', name: 'Сталь' }] }),
    field({ name: 'delivery', type: 'radio', label: 'Получение', required: true, options: [{ code: 'pickup', name: 'Самовывоз' }] }),
    field({ name: 'size', type: 'buttons', label: 'Размер', options: [{ code: 'm10', name: 'М10' }], own_option: true }),
    field({ name: 'coating', type: 'checkbox', label: 'Покрытие', required: true, options: [{ code: 'zinc', name: 'Цинк' }] }),
    field({ name: 'consent', type: 'checkbox', label: 'Согласен на обработку персональных данных', required: true }),
    field({ name: 'vat', type: 'toggle', label: 'Нужны документы с НДС' }),
    field({ name: 'spec', type: 'file', label: 'Спецификация', required: true, accept: ['application/pdf'], max_files: 3 }),
  ],
};

function fakeApi() {
  const sent: FormData[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const json = (result: unknown, status = 200) =>
      new Response(JSON.stringify({ status: status === 200 ? 'ok' : 'error', result }), { status, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('/api/Webform/getForm/')) return json(wholesale);
    sent.push(init!.body as FormData);
    return json({ message: 'Заявка успешно отправлена' });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

afterEach(() => {
  act(() => closeLeadForm());
  vi.unstubAllGlobals();
});

describe('LeadFormDialog: one renderer for every field type', () => {
  it('renders each type, checks the form by the shared schema and sends it as multipart with files[n] and hidden data', async () => {
    const sent = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<LeadFormDialog />);
    act(() => openLeadForm('WHOLESALE', { product: 'Болт М10х50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оптовый запрос' });
    const form = within(dialog);
    expect(form.getByRole('textbox', { name: /ФИО/ })).toBeTruthy();
    expect(form.getByRole('combobox', { name: /Материал/ })).toBeTruthy();
    expect(form.getByRole('radio', { name: 'Самовывоз' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Свой вариант' })).toBeTruthy();
    expect(form.getByRole('switch', { name: /Нужны документы с НДС/ })).toBeTruthy();

    await user.click(form.getByRole('button', { name: 'Отправить запрос' }));
    expect(await form.findByText('Минимум 1 файл')).toBeTruthy();
    expect(form.getByText('Выберите хотя бы один вариант')).toBeTruthy();
    expect(form.getAllByText('Обязательное поле').length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: /ФИО/ }), 'Иван');
    await user.tab();
    expect(await form.findByText('Неверный формат ФИО')).toBeTruthy();
    await user.type(form.getByRole('textbox', { name: /ФИО/ }), ' Петров');
    await user.click(form.getByRole('radio', { name: 'Самовывоз' }));
    await user.click(form.getByRole('checkbox', { name: 'Цинк' }));
    await user.click(form.getByRole('checkbox', { name: /Согласен/ }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'spec-2.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(form.getByRole('button', { name: 'Отправить запрос' }));

    expect(await screen.findByRole('dialog', { name: 'Заявка успешно отправлена' })).toBeTruthy();
    const body = sent[0]!;
    expect(body.get('form_name')).toBe('WHOLESALE');
    expect(body.get('fio')).toBe('Иван Петров');
    expect(body.get('product')).toBe('Болт М10х50');
    expect(body.getAll('coating')).toEqual(['zinc']);
    expect(body.get('consent')).toBe('true');
    expect([(body.get('files[0]') as File).name, (body.get('files[1]') as File).name]).toEqual(['spec.pdf', 'spec-2.pdf']);
  }, 60_000);
});

describe('LeadFormDialog: focus', () => {
  it('gives focus back to the control that asked for the form when it closes', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <button type="button" onClick={() => openLeadForm('WHOLESALE')}>
          Оптовый запрос
        </button>
        <LeadFormDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Оптовый запрос' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Оптовый запрос' });
    expect(document.activeElement).not.toBe(opener);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
