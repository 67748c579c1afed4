import { sameSitePath } from '~/lib/return-path';

/** Where to go after signing out: spec §2 sends a user on a profile page home; elsewhere they stay (own paths only). */
export function afterLogout(from: FormDataEntryValue | null): string {
  const path = sameSitePath(from) ?? '/';
  return path === '/profile' || path.startsWith('/profile/') ? '/' : path;
}
