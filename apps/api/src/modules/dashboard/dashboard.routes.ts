import { dashboardLimits } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { endpoint } from '../../http/endpoint.ts';
import { apiTags, signedInOnly } from '../../http/openapi/operation-docs.ts';
import { requireUserId } from '../session/session.ts';
import { requireUser } from '../user/profile.service.ts';
import { dashboard } from './dashboard.service.ts';
import { answerPrivately } from '../../http/private-answers.ts';

/** Spec §2 /profile/dashboard/: the orders the buyer reads (a company manager's: the company's) at a glance. Never cached: it is the buyer's and changes with each order. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  answerPrivately(app);

  endpoint(
    app,
    'GET /Dashboard/get/',
    {
      tags: [apiTags.dashboard],
      summary: 'Дашборд',
      description:
        'Сводка по заказам, которые покупатель видит в истории заказов (свои, а у менеджера компании — и заказы её организаций, ' +
        'которыми он управляет): число и сумма (в копейках) за текущий месяц и год, заказы в работе (не доставлены и не отменены), ' +
        `ожидающие оплаты, помесячно за ${dashboardLimits.months} последних месяцев (старые первыми, текущий последним), ` +
        `${dashboardLimits.recentOrders} последних заказов (отменённые тоже) и до ${dashboardLimits.topProducts} товаров, ` +
        `больше всего заказанных (по количеству) за ${dashboardLimits.topProductsMonths} месяцев. ` +
        'Суммы и счётчики — без отменённых заказов; месяцы — календарные, по московскому времени.',
      security: signedInOnly,
    },
    async (request) => dashboard(db, await requireUser(db, await requireUserId(request))),
  );
};
