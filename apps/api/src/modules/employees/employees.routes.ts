import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { organizationMessages } from '../organization/organization-messages.ts';
import { requireUserId } from '../session/session.ts';
import { duplicateMessages, limitTakenLogins } from '../user/logins.ts';
import { attemptLimits } from '../auth/rate-limit.ts';
import { employeeRefusals } from './employee-messages.ts';
import type { OutboxWorker } from '../outbox/outbox-worker.ts';
import { addEmployee, editEmployee, employeeList, reinviteEmployee, removeEmployee } from './employees.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';
import { siteOrigin } from '../../http/site-origin.ts';

export interface EmployeesRoutesOptions {
  db: Db;
  outbox: OutboxWorker;
  publicUrl: string | undefined;
}

const managersOnly =
  'Только менеджеру компании (is_manager или is_main_manager), иначе 403. Сотрудники — пользователи организаций, видимых менеджеру: ' +
  'тех, в которые он входит, и всех под ними на любую глубину.';

const changeable =
  'Сотрудник (id) должен быть виден менеджеру (иначе 404) и изменяем: не сам менеджер, не главный менеджер и все его организации ' +
  'видны менеджеру (иначе 403).';

const chosen = 'organizations — id организаций сотрудника, все из видимых менеджеру (иначе 404 с ошибкой поля organizations).';

/** Spec §7 /Employees/…: a company's employees, for its managers. Every change answers the whole list. Never cached. */
export const employeesRoutes: FastifyPluginAsyncZod<EmployeesRoutesOptions> = async (app, deps) => {
  const { db } = deps;
  /** Where an invitation sends the employee to set a password. */
  const restoreUrlOf = (request: FastifyRequest) => `${siteOrigin(request, deps.publicUrl)}/auth/restore/`;
  answerPrivately(app);

  endpoint(
    app,
    'GET /Employees/getList/',
    {
      tags: [apiTags.employees],
      summary: 'Сотрудники',
      description:
        `${managersOnly} Порядок: главный менеджер первым, затем по ФИО, затем по id; сам менеджер тоже в списке (is_self). ` +
        'У каждого: organizations — его организации из видимых менеджеру (по id), is_blocked — доступ отключён (войти нельзя), ' +
        'is_invited — пароль ещё не задан, editable — менеджер может его изменить и удалить.',
      security: signedInOnly,
      errors: { 403: [employeeRefusals.managersOnly] },
    },
    async (request) => employeeList(db, await requireUserId(request)),
  );

  endpoint(
    app,
    'POST /Employees/add/',
    {
      tags: [apiTags.employees],
      summary: 'Добавить сотрудника',
      description:
        `Новый сотрудник компании: ФИО, email, телефон, должность, флаг менеджера. ${chosen} Первая из них — его основная. ` +
        `${managersOnly} Email или телефон, уже занятые, — 409 с ошибкой поля. Пароля у нового сотрудника нет: ему приходит ` +
        'письмо-приглашение со ссылкой на страницу восстановления пароля, где он задаёт пароль по коду на этот email.',
      security: signedInOnly,
      errors: {
        403: [employeeRefusals.managersOnly],
        404: [organizationMessages.notFound],
        409: [duplicateMessages.email, duplicateMessages.phone],
        429: [attemptLimits.taken_login.message],
      },
      example: {
        fio: 'Соколова Мария Андреевна',
        email: 'm.sokolova@example.ru',
        phone: '+7 (903) 111-22-33',
        position: 'Менеджер по закупкам',
        is_manager: false,
        organizations: [1],
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const subject = { account: `user:${userId}`, address: request.ip };
      await limitTakenLogins(db, subject, () => addEmployee(deps, userId, request.body, restoreUrlOf(request)));
      return employeeList(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Employees/invite/',
    {
      tags: [apiTags.employees],
      summary: 'Отправить приглашение ещё раз',
      description:
        `Снова отправляет письмо-приглашение сотруднику, который ещё не задал пароль (is_invited). ${changeable} ` +
        'Сотруднику, задавшему пароль, и заблокированному — 409; чаще раза в минуту — 429. ' +
        managersOnly,
      security: signedInOnly,
      errors: {
        403: [employeeRefusals.managersOnly, employeeRefusals.inviteSelf, employeeRefusals.mainManager, employeeRefusals.outsideView],
        404: [employeeRefusals.notFound],
        409: [employeeRefusals.alreadyJoined, employeeRefusals.inviteBlocked],
        429: [employeeRefusals.inviteTooSoon],
      },
      example: { id: 3 },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await reinviteEmployee(deps, userId, request.body.id, restoreUrlOf(request));
      return employeeList(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Employees/update/',
    {
      tags: [apiTags.employees],
      summary: 'Изменить сотрудника',
      description:
        `Меняет должность, флаг менеджера, доступ (is_active) и организации сотрудника; ФИО, email и телефон — его собственные. ${changeable} ` +
        `${chosen} Основная организация остаётся, если она среди выбранных, иначе основной становится первая. ` +
        `Отключённый доступ блокирует сотрудника: все его сессии завершаются, войти он не может. ${managersOnly}`,
      security: signedInOnly,
      errors: {
        403: [employeeRefusals.managersOnly, employeeRefusals.updateSelf, employeeRefusals.mainManager, employeeRefusals.outsideView],
        404: [employeeRefusals.notFound, organizationMessages.notFound],
      },
      example: { id: 3, position: 'Менеджер по закупкам', is_manager: false, is_active: true, organizations: [1, 2] },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await editEmployee(db, userId, request.body);
      return employeeList(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Employees/delete/',
    {
      tags: [apiTags.employees],
      summary: 'Удалить сотрудника',
      description:
        `Удаляет сотрудника и завершает его сессии. ${changeable} Сотрудника с заказами удалить нельзя (422): заказы удалились бы ` +
        `вместе с ним, его можно заблокировать. ${managersOnly}`,
      security: signedInOnly,
      errors: {
        403: [employeeRefusals.managersOnly, employeeRefusals.deleteSelf, employeeRefusals.mainManager, employeeRefusals.outsideView],
        404: [employeeRefusals.notFound],
        422: [employeeRefusals.hasOrders],
      },
      example: { id: 3 },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await removeEmployee(db, userId, request.body.id);
      return employeeList(db, userId);
    },
  );
};
