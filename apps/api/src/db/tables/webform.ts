import type { Generated } from 'kysely';

/** Messages sent through the site's forms. */
export interface WebformTables {
  webform_messages: {
    id: Generated<number>;
    form_name: string;
    user_id: number | null;
    email: string;
    comment: string;
    recipient: string;
    created_at: string;
  };
}
