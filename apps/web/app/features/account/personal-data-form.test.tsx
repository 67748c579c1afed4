import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PersonalDataForm, phoneLockedHint } from './personal-data-form';

function renderForm(phoneLocked: boolean) {
  const user = { FIO: 'Иванов Иван Иванович', email: 'ivan@example.com', phone: '+7 (912) 555-12-34' };
  const Stub = createRoutesStub([
    { path: '/profile/', Component: () => <PersonalDataForm user={user} emailNeedsCode phoneLocked={phoneLocked} failure={undefined} notice={null} /> },
  ]);
  render(<Stub initialEntries={['/profile/']} />);
  return screen.getByLabelText('Телефон') as HTMLInputElement;
}

describe('PersonalDataForm phone', () => {
  it('is edited and saved with the form while settings ask no confirmation for it', () => {
    const phone = renderForm(false);
    expect(phone.readOnly).toBe(false);
    expect(phone.value).toBe('+7 (912) 555-12-34');
    expect(screen.queryByText(phoneLockedHint)).toBeNull();
  });

  it('is read-only with a hint to ask the manager when settings want a phone change confirmed', () => {
    const phone = renderForm(true);
    expect(phone.readOnly).toBe(true);
    expect(phoneLockedHint).toBe('Чтобы изменить телефон, обратитесь к персональному менеджеру');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(phoneLockedHint);
  });
});

describe('PersonalDataForm notice', () => {
  it('goes once the form is changed, and the next save’s answer brings it back', async () => {
    const user = { FIO: 'Иванов Иван Иванович', email: 'ivan@example.com', phone: '+7 (912) 555-12-34' };
    const Stub = createRoutesStub([
      {
        path: '/profile/',
        action: () => ({ notice: 'Данные сохранены' }),
        Component: () => {
          const answer = useActionData() as { notice: string } | undefined;
          return <PersonalDataForm user={user} emailNeedsCode phoneLocked={false} failure={undefined} notice={answer?.notice ?? null} />;
        },
      },
    ]);
    render(<Stub initialEntries={['/profile/']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные сохранены')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/ФИО/), 'ч');
    expect(screen.queryByText('Данные сохранены')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные сохранены')).toBeTruthy();
  });
});
