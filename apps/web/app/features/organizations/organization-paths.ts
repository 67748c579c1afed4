export const organizationsPath = '/profile/organizations/';
export const organizationPath = (id: number) => `${organizationsPath}${id}/`;
