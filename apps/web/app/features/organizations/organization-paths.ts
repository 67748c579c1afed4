export const organizationsPath = '/profile/organizations/';
export const organizationPath = (id: number) => `${organizationsPath}${id}/`;

/** The rules a buyer accepts when adding an organisation: a content page every store gets from migration 0027, seeded or not (its operator edits it). */
export const organizationRulesPath = '/organization-rules/';
