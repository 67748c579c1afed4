import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { required } from '@store/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../input/text-input';
import { Field } from './field';
import { useFieldValidation } from './use-field-validation';

function EmailField({ preset }: { preset?: 'default' | 'blurAndChange' | 'none' | 'blurOnly' }) {
  const [value, setValue] = useState('');
  const rules = [required, (v: string | null | undefined) => (v && !v.includes('@') ? 'Некорректный email' : null)];
  const { error, onBlur, validate } = useFieldValidation(value, rules, preset);
  return (
    <>
      <Field label="E-mail" error={error} hint="Для чеков">
        <TextInput value={value} onValueChange={setValue} onBlur={onBlur} />
      </Field>
      <button type="button" onClick={validate}>
        Отправить
      </button>
      <p>Состояние: {error ?? 'нет ошибки'}</p>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'E-mail' });

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    render(<EmailField />);
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByText('Для чеков').id);
  });

  it('hides the error while the buyer edits and shows it again on blur', async () => {
    render(<EmailField />);
    await userEvent.type(input(), 'ivan');
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Некорректный email');
    expect(input().getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(input());
    await userEvent.type(input(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Для чеков')).toBeTruthy();

    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Некорректный email');
  });
});

describe('useFieldValidation presets', () => {
  it('default: nothing until the first blur', async () => {
    render(<EmailField />);
    await userEvent.type(input(), 'ivan');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('blurOnly: a fixed value keeps the old error until the next blur', async () => {
    render(<EmailField preset="blurOnly" />);
    await userEvent.type(input(), 'ivan');
    await userEvent.tab();
    await userEvent.type(input(), '@mail.ru');
    await userEvent.click(document.body);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('none: only an explicit validate (submit) shows errors', async () => {
    render(<EmailField preset="none" />);
    await userEvent.type(input(), 'ivan');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(screen.getByRole('alert').textContent).toBe('Некорректный email');
  });

  it('blurAndChange: validates on every change, before any blur', async () => {
    render(<EmailField preset="blurAndChange" />);
    await userEvent.type(input(), 'ivan');
    expect(screen.getByText('Состояние: Некорректный email')).toBeTruthy();
  });

  it('default: does not validate changes before the first blur', async () => {
    render(<EmailField />);
    await userEvent.type(input(), 'ivan');
    expect(screen.getByText('Состояние: нет ошибки')).toBeTruthy();
  });
});
