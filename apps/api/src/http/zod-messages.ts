import { z } from 'zod';

/** What a field holds, as a person names it (zod's Russian locale names them in English: 'ожидалось object'). */
const typeNames: Record<string, string> = {
  string: 'текст',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'true или false',
  object: 'объект',
  array: 'массив',
  date: 'дата',
  null: 'null',
};

/**
 * Zod's messages for the API's refusals, in Russian throughout: a field left out is 'Обязательное поле' (as the
 * forms say), a wrong type names the one expected, a whole number past 2^53 is too big. Rules with their own
 * message (contracts' validation) keep it; anything else falls through to zod's Russian locale.
 */
export const russianIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'Обязательное поле';
    const expected = typeNames[issue.expected];
    return expected ? `Неверный тип: ожидается ${expected}` : undefined;
  }
  if (issue.code === 'too_big' && issue.origin === 'int' && issue.maximum === Number.MAX_SAFE_INTEGER) return 'Слишком большое число';
  return undefined;
};

/** Russian messages for every schema of the process: zod's locale, with ours before it. */
export function useRussianMessages(): void {
  z.config(z.locales.ru());
  z.config({ customError: russianIssueMessage });
}
