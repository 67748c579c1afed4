import type { FormFailure } from '~/forms/schema-form';

export type SpecificationIntent = 'update' | 'activate' | 'delete' | 'copy';

/** What the specification page's action answers: a notice, a refusal, or the edit form's field messages. */
export interface SpecificationAnswer {
  intent: SpecificationIntent;
  notice?: string;
  error?: string;
  failure?: FormFailure;
}
