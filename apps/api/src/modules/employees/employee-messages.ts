/**
 * What the employees section answers when it refuses (named apart from the contracts' `employeeMessages`, the form's).
 * An organisation the manager does not see is `organizationMessages.notFound`.
 */
export const employeeRefusals = {
  managersOnly: 'Сотрудниками управляют менеджеры компании',
  notFound: 'Сотрудник не найден',
  updateSelf: 'Свои данные меняйте в профиле',
  deleteSelf: 'Себя удалить нельзя',
  mainManager: 'Главного менеджера изменить нельзя',
  outsideView: 'Этого сотрудника изменяет менеджер вышестоящей организации',
  hasOrders: 'У сотрудника есть заказы — его можно заблокировать, но не удалить',
  inviteSelf: 'Себя пригласить нельзя',
  alreadyJoined: 'Сотрудник уже задал пароль — приглашение не нужно',
  inviteBlocked: 'Доступ сотрудника отключён — включите его, чтобы отправить приглашение',
  inviteTooSoon: 'Приглашение уже отправлено — повторить можно через минуту',
} as const;
