/** Helpers for component tests of the basket controls: the store's API answered in memory, as the server answers it. */

export interface FakeProduct {
  id: number;
  name: string;
  orderMultiple: number;
  /** Kopecks. */
  price: number;
}

interface FakeLine {
  bid: number;
  product: FakeProduct;
  quantity: number;
}

const envelope = (result: unknown, status = 200) =>
  new Response(JSON.stringify(result === undefined ? {} : { status: status === 200 ? 'ok' : 'error', result }), {
    status,
    statusText: status === 200 ? 'OK' : 'Unprocessable Entity',
  });

/**
 * GET /Basket/get/, POST /Basket/add/ and /Basket/setQuantity/ on an in-memory basket that rounds up to the multiple
 * (saying so in `notices`) as the API does. `failNext` makes the next change answer an error, `hold` keeps answers back;
 * `calls` lists the changes sent. Pass `fetch` to vi.stubGlobal.
 */
export function fakeBasketApi(products: FakeProduct[]) {
  let lines: FakeLine[] = [];
  let nextBid = 1;
  let failure: { status: number; message: string } | null = null;
  let held: { answers: Promise<void>; release: () => void } | null = null;
  const calls: { path: string; body: Record<string, number> }[] = [];

  const basket = (notices: string[] = []) => {
    const items = lines.map(({ bid, product, quantity }) => ({
      id: product.id,
      bid,
      code: `p-${product.id}`,
      name: product.name,
      image: '',
      url: `/catalog/krepezh/product/p-${product.id}/`,
      properties: [],
      price: product.price,
      discount_price: product.price,
      quantity,
      measure: 'шт',
      order_multiple: product.orderMultiple,
      sum_price: product.price * quantity,
      sum_discount_price: product.price * quantity,
      available: true,
      stock: 100_000,
      on_order: false,
      weight_g: 0,
    }));
    const price = items.reduce((sum, item) => sum + item.sum_price, 0);
    return {
      items,
      count: items.length,
      price,
      discount: 0,
      discount_price: price,
      weight_g: 0,
      recommended_ids: [],
      promocode_info: null,
      current_basket: null,
      notices,
    };
  };

  const rounded = (product: FakeProduct, quantity: number) => {
    const value = Math.ceil(quantity / product.orderMultiple) * product.orderMultiple;
    return {
      value,
      notices: value === quantity ? [] : [`«${product.name}» продаётся кратно ${product.orderMultiple} шт: количество округлено до ${value} шт`],
    };
  };

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const path = String(input)
      .replace(/^.*\/api/, '')
      .replace(/\?.*$/, '');
    if (path === '/Basket/get/') return envelope(basket());
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, number>;
    calls.push({ path, body });
    if (held) await held.answers;
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return envelope({ message }, status);
    }
    if (path === '/Basket/add/') {
      const product = products.find((item) => item.id === body.id)!;
      const { value, notices } = rounded(product, body.quantity!);
      const line = lines.find((item) => item.product.id === product.id);
      if (line) line.quantity += value;
      else lines.push({ bid: nextBid++, product, quantity: value });
      return envelope(basket(notices));
    }
    if (path === '/Basket/setQuantity/') {
      const line = lines.find((item) => item.bid === body.bid)!;
      if (body.quantity === 0) {
        lines = lines.filter((item) => item !== line);
        return envelope(basket());
      }
      const { value, notices } = rounded(line.product, body.quantity!);
      line.quantity = value;
      return envelope(basket(notices));
    }
    return envelope({ message: `Нет такого пути: ${path}` }, 404);
  }

  return {
    fetch,
    calls,
    failNext(status: number, message: string) {
      failure = { status, message };
    },
    /** Changes wait for their answers until `release` (what is shown meanwhile is the store's guess). */
    hold() {
      let release!: () => void;
      const answers = new Promise<void>((resolve) => (release = resolve));
      held = { answers, release };
    },
    /** Lets held answers go; call it after each test too, so a failed test cannot leave the store's queue waiting. */
    release() {
      held?.release();
      held = null;
    },
    /** Puts a product in the basket as if added earlier (then load the store). */
    seed(product: FakeProduct, quantity: number) {
      lines.push({ bid: nextBid++, product, quantity });
    },
  };
}
