import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Camelize, Settings } from '@store/contracts';
import RegistrationRoute from './registration';

type GuestType = Settings['unauthorized_user_type'];

function renderRegistration(unauthorizedUserType: GuestType, url = '/auth/registration/') {
  const settings = { allowedUserTypes: ['individual', 'legal'], unauthorizedUserType, registration: { enabled: true } } as Partial<Camelize<Settings>>;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings }),
      children: [
        {
          path: 'auth/registration',
          loader: () => ({ content: { title: 'Регистрация', description: '', advantages: [] } }),
          Component: RegistrationRoute as never,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const chosen = async () => (await screen.findAllByRole('button', { pressed: true })).map((button) => button.textContent);

describe('settings unauthorizedUserType: the type a guest is treated as', () => {
  it('contact (the default, spec §6): registration starts as a private person', async () => {
    renderRegistration('contact');
    expect(await chosen()).toEqual(['Физическое лицо']);
    expect(screen.queryByLabelText(/ИНН/)).toBeNull();
  });

  it('legal: registration starts as a company, with its requisites', async () => {
    renderRegistration('legal');
    expect(await chosen()).toEqual(['Юридическое лицо']);
    expect(screen.getByLabelText(/ИНН/)).toBeTruthy();
  });

  it('a form asked for in the address still wins', async () => {
    renderRegistration('legal', '/auth/registration/?type=contact');
    expect(await chosen()).toEqual(['Физическое лицо']);
  });
});
