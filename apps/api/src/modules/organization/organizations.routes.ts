import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { organizationMessages } from './organization-messages.ts';
import { addOrganization, editOrganization, organizationList, removeOrganization } from './organizations.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

const example = {
  name: 'ООО «Крепёж-Сервис»',
  address: 'г. Москва, ул. Вавилова, д. 19',
  postal_code: '117312',
  director: 'Петров Пётр Петрович',
  kpp: '773601001',
  inn: '7707083893',
  ogrn: '1027700132195',
};

const seen =
  'Видимые организации: менеджеру компании (is_manager или is_main_manager) — его организация и все под ней на любую глубину, ' +
  'сотруднику компании — только его организация, покупателю-физлицу — ни одной.';

/**
 * Spec §7 /Organizations/…: the organisations of a company user's profile section (the same set the checkout offers).
 * Every change answers the whole list. Never cached.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /Organizations/getList/',
    {
      tags: [apiTags.organizations],
      summary: 'Организации',
      description:
        `${seen} Порядок: своя организация первой, затем по id (в порядке добавления: родитель всегда выше входящих в него). ` +
        'У каждой: parent_organization — id родителя (null у головной), employees_count — пользователи организации, ' +
        'orders_count — заказы на неё, is_own — организация самого пользователя. Тот же набор предлагается при оформлении заказа.',
      security: signedInOnly,
    },
    async (request) => organizationList(db, await requireUserId(request)),
  );

  endpoint(
    app,
    'POST /Organizations/add/',
    {
      tags: [apiTags.organizations],
      summary: 'Добавить организацию',
      description:
        'Новая организация под одной из видимых (parent_id). Только менеджеру компании (иначе 403). ' +
        'Главный менеджер может не указывать parent_id (или передать null): организация встаёт под его собственную; ' +
        'другой менеджер обязан его указать (иначе 400 с ошибкой поля parent_id). Невидимый родитель — 404. ' +
        `ИНН с КПП, уже занятые среди видимых организаций, — 409 с ошибкой поля inn. ${seen}`,
      security: signedInOnly,
      errors: {
        400: [organizationMessages.chooseParent],
        403: [organizationMessages.addManagersOnly],
        404: [organizationMessages.notFound],
        409: [organizationMessages.duplicate],
      },
      example: { ...example, parent_id: 1 },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await addOrganization(db, userId, request.body);
      return organizationList(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Organizations/update/',
    {
      tags: [apiTags.organizations],
      summary: 'Изменить организацию',
      description:
        'Меняет название, адрес, индекс, директора, КПП, ИНН и ОГРН видимой организации (id; невидимая — 404); родитель не меняется. ' +
        'Только менеджеру компании (иначе 403), свою организацию — только главному менеджеру (как /User/updateOrganization/). ' +
        `ИНН с КПП, занятые другой видимой организацией, — 409 с ошибкой поля inn. ${seen}`,
      security: signedInOnly,
      errors: {
        403: [organizationMessages.updateManagersOnly, organizationMessages.ownMainManagerOnly],
        404: [organizationMessages.notFound],
        409: [organizationMessages.duplicate],
      },
      example: { id: 2, ...example },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await editOrganization(db, userId, request.body);
      return organizationList(db, userId);
    },
  );

  endpoint(
    app,
    'POST /Organizations/delete/',
    {
      tags: [apiTags.organizations],
      summary: 'Удалить организацию',
      description:
        'Удаляет видимую организацию (id; невидимая — 404). Только менеджеру компании (иначе 403). Нельзя удалить свою организацию, ' +
        'организацию, в которую входят другие, и организацию с сотрудниками (422). Заказы на неё остаются с названием организации. ' +
        seen,
      security: signedInOnly,
      errors: {
        403: [organizationMessages.deleteManagersOnly],
        404: [organizationMessages.notFound],
        422: [organizationMessages.deleteOwn, organizationMessages.hasChildren, organizationMessages.hasEmployees],
      },
      example: { id: 2 },
    },
    async (request) => {
      const userId = await requireUserId(request);
      await removeOrganization(db, userId, request.body.id);
      return organizationList(db, userId);
    },
  );
};
