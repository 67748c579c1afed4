import type { Camelize, User } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import { withDisplayPhones } from './display-phones.server';

const user = {
  FIO: 'Иванов Иван Иванович',
  phone: '89125551234',
  manager: { FIO: 'Петрова Анна', email: 'anna@example.ru', phone: '+375291234567' },
} as unknown as Camelize<User>;

describe('withDisplayPhones', () => {
  it('formats the user’s and the manager’s phones and changes nothing else', () => {
    const shown = withDisplayPhones(user);
    expect(shown.phone).toBe('+7 (912) 555-12-34');
    expect(shown.manager?.phone).toBe('+375 29 123 45 67');
    expect(shown.FIO).toBe(user.FIO);
    expect(withDisplayPhones({ ...user, manager: null }).manager).toBeNull();
  });
});
