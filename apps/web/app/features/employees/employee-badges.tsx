import { Badge } from '~/ui/badge/badge';
import type { Employee } from './new-employee-form';

/** What an employee is to the company, at a glance: the role, and why they cannot sign in when they cannot. */
export function EmployeeBadges({ employee }: { employee: Employee }) {
  return (
    <>
      {employee.isSelf ? <Badge tone="info">Это вы</Badge> : null}
      {employee.isMainManager ? <Badge tone="primary">Главный менеджер</Badge> : employee.isManager ? <Badge tone="primary">Менеджер</Badge> : null}
      {employee.isBlocked ? <Badge tone="danger">Заблокирован</Badge> : null}
      {employee.isInvited && !employee.isBlocked ? <Badge tone="warning">Приглашён</Badge> : null}
    </>
  );
}
