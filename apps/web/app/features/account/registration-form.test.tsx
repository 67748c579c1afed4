import { act, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts } from '~/ui/toast/toast-store';
import { Toaster } from '~/ui/toast/toaster';
import { RegistrationForm } from './registration-form';
import type { FormFailure } from '~/forms/schema-form';

const taken = 'Пользователь с таким email уже зарегистрирован';
const failure: FormFailure = {
  formError: taken,
  fieldErrors: { email: taken },
  values: { user_type: 'contact', FIO: 'Иванов Иван Иванович', email: 'ivan@example.com', phone: '+7 (912) 555-12-34' },
  apiError: { httpStatus: 409, httpStatusText: 'Conflict', result: { message: taken } },
};

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/auth/registration/',
      Component: () => (
        <>
          <RegistrationForm types={['contact']} initialType="contact" failure={failure} />
          <Toaster />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/auth/registration/']} />);
}

afterEach(() => act(() => clearToasts()));

describe('RegistrationForm refused by the server', () => {
  it('shows the first non-empty message in the global error dialog and the field message beside its field', async () => {
    renderForm();
    const dialog = (await screen.findByText('409 Conflict')).closest('li')!;
    expect(within(dialog).getByText(taken)).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain(taken);
    // Only those two places: no third copy above the button.
    expect(screen.getAllByText(taken)).toHaveLength(2);
  });
});
