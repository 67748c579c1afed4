import { requireUser } from '~/features/account/user-session.server';
import { RouteErrorBoundary } from '~/features/errors/error-page';
import { PromotionCode } from '~/features/publications/promotion-code';
import { PublicationArticle } from '~/features/publications/publication-article';
import { PromotionPeriod } from '~/features/publications/publication-dates';
import { promotionPath } from '~/features/publications/publication-paths';
import { applyPromotionCode, readPromotion } from '~/features/publications/publications.server';
import { pageMeta } from '~/features/seo/meta';
import { useRootData } from '~/lib/root-data';
import type { Route } from './+types/promotion';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, { title: loaderData?.promotion.title ?? 'Акция', noindex: true });

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /profile/promo/{code}/: one promotion, an ended one too (it says so). */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requireUser(context);
  return { promotion: await readPromotion(context, params.code) };
}

/** 'Применить в корзине': the promotion's code applied to the active basket. */
export async function action({ context, params }: Route.ActionArgs) {
  await requireUser(context);
  return applyPromotionCode(context, params.code);
}

export default function PromotionRoute({ loaderData: { promotion }, actionData }: Route.ComponentProps) {
  const { settings } = useRootData();
  return (
    <PublicationArticle
      back={{ to: promotionPath(), text: 'Все акции' }}
      title={promotion.title}
      when={<PromotionPeriod startsAt={promotion.startsAt} endsAt={promotion.endsAt} />}
      image={promotion.image}
      html={promotion.bodyHtml}
    >
      {promotion.isOver ? (
        <p className="publication-notice" role="status">
          Акция завершилась.
        </p>
      ) : promotion.promocode && settings.basket.promocodesEnabled ? (
        <PromotionCode code={promotion.promocode} error={actionData?.error} />
      ) : null}
    </PublicationArticle>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
