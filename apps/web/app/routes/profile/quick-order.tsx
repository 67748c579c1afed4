import { RouteErrorBoundary } from '~/features/errors/error-page';
import { QuickOrderForm } from '~/features/quick-order/quick-order-form';
import { QuickOrderLines } from '~/features/quick-order/quick-order-lines';
import { quickOrderAction, requireQuickOrder } from '~/features/quick-order/quick-order.server';
import { pageMeta } from '~/features/seo/meta';
import { FormAlert } from '~/forms/text-field';
import type { Route } from './+types/quick-order';
import '~/features/quick-order/quick-order.css';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'Быстрый заказ', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/quick-order/ (spec §2): the profile layout has signed the buyer in; the page is there while its switch is on. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireQuickOrder(context);
  return null;
}

/** The list found, or the ticked lines put in the basket. */
export async function action(args: Route.ActionArgs) {
  await requireQuickOrder(args.context);
  return quickOrderAction(args);
}

export default function QuickOrderRoute({ actionData }: Route.ComponentProps) {
  return (
    <div className="quick-order">
      <h1 className="account-title">Быстрый заказ</h1>
      <p className="account-lead">Вставьте список из Excel или письма: мы найдём товары, а вы добавите их в корзину одним нажатием.</p>
      <QuickOrderForm key={actionData?.text ?? ''} text={actionData?.text ?? ''} failure={actionData?.intent === 'resolve' ? actionData.failure : undefined} />
      {actionData?.intent === 'add' ? <FormAlert message={actionData.failure?.formError} /> : null}
      {actionData?.lines ? <QuickOrderLines key={actionData.text} lines={actionData.lines} text={actionData.text} /> : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
