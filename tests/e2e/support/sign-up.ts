import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A buyer of their own (a basket, a news mark and orders nobody else touches), registered through the API with the
 * context's cookies, so its pages are signed in. `prefix` keeps one file's e-mails and phones apart from another's.
 */
export async function signUpBuyer(context: BrowserContext, prefix: string, phoneCode: string): Promise<void> {
  const digits = String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7);
  const answer = await context.request.post('/api/Auth/registration/', {
    data: {
      user_type: 'contact',
      email: `${prefix}-${digits}@example.com`,
      phone: `+7 (${phoneCode}) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
      FIO: 'Покупателев Пётр Ильич',
      password: 'secret-42',
      password_confirm: 'secret-42',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
