import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstMessage, formValues } from './schema-form';
import { TextField } from './text-field';
import { type FormFieldName, useSchemaForm } from './use-schema-form';

// @ts-expect-error A form's field names are its schema's: the type checker refuses any other.
export const notARequisite: FormFieldName<'organizationRequisitesSchema'> = 'password';

function CompanyInnForm({ onSent, failure }: { onSent: () => void; failure?: Parameters<typeof useSchemaForm>[2] }) {
  const others = { organization_name: 'ПАО Сбербанк', kpp: '773601001', ogrn: '1027700132195', director: 'Греф Герман Оскарович' };
  const form = useSchemaForm('organizationRequisitesSchema', { ...others, inn: '' }, failure);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) onSent();
        event.preventDefault();
      }}
    >
      <TextField control={form.field('inn')} label="ИНН" />
      <button type="submit">Отправить</button>
    </form>
  );
}

const inn = () => screen.getByLabelText('ИНН');

describe('useSchemaForm', () => {
  // First in the file: once loaded, the schemas stay loaded for the page (and for this file's later tests).
  it('sends the form as it is while the schemas are still on their way: the action checks it', () => {
    const onSent = vi.fn();
    render(<CompanyInnForm onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('shows the contracts message once the field is left and catches a wrong check digit before sending', async () => {
    const onSent = vi.fn();
    render(<CompanyInnForm onSent={onSent} />);
    fireEvent.change(inn(), { target: { value: '7707083894' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(inn());
    // The first keystroke fetched the schemas; the message comes as soon as they are there.
    expect((await screen.findByRole('alert')).textContent).toBe('Некорректный ИНН: неверное контрольное число');

    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(inn());

    fireEvent.change(inn(), { target: { value: '7707083893' } });
    fireEvent.blur(inn());
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(onSent).toHaveBeenCalledOnce();
  });

  it("keeps the server's message beside the field until the field is edited", async () => {
    const failure = { formError: 'ИНН уже зарегистрирован', fieldErrors: { inn: 'ИНН уже зарегистрирован' }, values: { inn: '7707083893' } };
    render(<CompanyInnForm onSent={vi.fn()} failure={failure} />);
    expect((inn() as HTMLInputElement).value).toBe('7707083893');
    expect(screen.getByRole('alert').textContent).toBe('ИНН уже зарегистрирован');
    fireEvent.change(inn(), { target: { value: '7707083894' } });
    fireEvent.blur(inn());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Некорректный ИНН: неверное контрольное число'));
  });
});

describe('schema form helpers', () => {
  it('takes the first non-empty message of a failure', () => {
    expect(firstMessage('', { email: '', phone: 'Пользователь с таким телефоном уже зарегистрирован' })).toBe(
      'Пользователь с таким телефоном уже зарегистрирован',
    );
    expect(firstMessage('Неверный логин или пароль', {})).toBe('Неверный логин или пароль');
    expect(firstMessage(null, {})).toBeNull();
  });

  it('leaves the intent out of the values (the schemas are strict)', () => {
    const data = new FormData();
    data.set('intent', 'personal');
    data.set('FIO', 'Иванов Иван');
    expect(formValues(data)).toEqual({ FIO: 'Иванов Иван' });
  });

  it('joins the values of a name sent several times (a group of checkboxes) by commas', () => {
    const data = new FormData();
    data.append('organizations', '3');
    data.append('organizations', '7');
    data.set('position', 'Снабженец');
    expect(formValues(data)).toEqual({ organizations: '3,7', position: 'Снабженец' });
  });
});
