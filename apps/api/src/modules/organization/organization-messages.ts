/** What the organisations section (and /User/updateOrganization/) answer when they refuse. */
export const organizationMessages = {
  notFound: 'Организация не найдена',
  addManagersOnly: 'Добавлять организации может только менеджер компании',
  updateManagersOnly: 'Изменять организации может только менеджер компании',
  /** Also /User/updateOrganization/'s: the user's own organisation is the main manager's to change. */
  ownMainManagerOnly: 'Изменять реквизиты организации может только главный менеджер компании',
  deleteManagersOnly: 'Удалять организации может только менеджер компании',
  chooseParent: 'Выберите родительскую организацию',
  duplicate: 'Организация с таким ИНН и КПП уже есть',
  deleteOwn: 'Нельзя удалить свою организацию',
  hasChildren: 'Сначала удалите организации, которые входят в эту',
  hasEmployees: 'В организации есть сотрудники — её нельзя удалить',
} as const;
