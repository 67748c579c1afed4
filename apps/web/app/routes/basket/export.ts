import { readActiveBasket, readOwnedBasket } from '~/features/basket/basket.server';
import { basketSpreadsheet, specificationFileName } from '~/features/basket/basket-spreadsheet.server';
import type { Route } from './+types/export';

/**
 * /basket/export.xlsx: the basket as a buyer's specification in Excel, made on the server. `basket_id` names one
 * of a signed-in user's baskets; without it, the active basket (a guest's too).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const basketId = url.searchParams.get('basket_id');
  const basket = basketId ? await readOwnedBasket(context, basketId) : await readActiveBasket(context);
  const file = await basketSpreadsheet(basket);
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="specification.xlsx"; filename*=UTF-8''${encodeURIComponent(specificationFileName(basket))}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
