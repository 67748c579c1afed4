export const organizationsPath = '/profile/organizations/';
export const organizationPath = (id: number) => `${organizationsPath}${id}/`;

/** The rules a buyer accepts when adding an organisation: a content page the store is seeded with (its operator edits it). */
export const organizationRulesPath = '/organization-rules/';
