import type { Generated } from 'kysely';

/** Buyers, their organisations (and memberships of them) and personal managers, sessions, sign-in attempts and one-time codes. */
export interface AccountTables {
  managers: { id: Generated<number>; fio: string; email: string; phone: string };
  organizations: {
    id: Generated<number>;
    parent_id: number | null;
    name: string;
    inn: string;
    kpp: string;
    ogrn: string;
    director: string;
    address: string;
    postal_code: string;
    created_at: string;
  };
  users: {
    id: Generated<number>;
    fid: string;
    user_type: string;
    fio: string;
    email: string;
    phone: string;
    password_hash: string;
    photo: string | null;
    manager_id: number | null;
    organization_id: number | null;
    is_manager: Generated<number>;
    is_main_manager: Generated<number>;
    /** The job title a manager gave them ('' when none). */
    position: Generated<string>;
    /** 0 once a manager has blocked them: they cannot sign in. */
    is_active: Generated<number>;
    /** When they last opened the news list (ISO), null if never: news published since is new to them. */
    news_seen_at: string | null;
    /** When a manager last sent them the invitation (ISO); null if never (or before this was kept). */
    invited_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /** The organisations each user belongs to; their home organisation (`users.organization_id`) is always one. */
  user_organizations: { user_id: number; organization_id: number };
  sessions: {
    id: string;
    user_id: number | null;
    data: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
  };
  login_attempts: { id: Generated<number>; action: string; subject: string; created_at: string };
  confirmation_codes: {
    id: Generated<number>;
    purpose: string;
    user_id: number;
    target: string;
    code_hash: string;
    attempts: Generated<number>;
    created_at: string;
    expires_at: string;
  };
}
