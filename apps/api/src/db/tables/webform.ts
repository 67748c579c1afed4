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
  /** Lead forms as data: the JSON definition (contracts `leadFormSchema`) by form code. */
  lead_forms: { code: string; data: string };
  lead_submissions: {
    id: Generated<number>;
    form_code: string;
    user_id: number | null;
    data: string;
    address: string;
    recipient: string;
    created_at: string;
  };
  /** A file stored under DATA_DIR/lead-files by its file_id; staged by a session, then tied to a submission. */
  lead_files: {
    file_id: string;
    form_code: string;
    session_id: string | null;
    submission_id: number | null;
    name: string;
    type: string;
    size: number;
    created_at: string;
  };
}
