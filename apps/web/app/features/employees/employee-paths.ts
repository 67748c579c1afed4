export const employeesPath = '/profile/employees/';
export const employeePath = (id: number) => `${employeesPath}${id}/`;
