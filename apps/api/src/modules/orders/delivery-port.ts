import type { ReceivingType } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { type PricedLine, unitWeight } from '../basket/pricing.ts';
import type { Destination } from '../delivery/carrier-gateway.ts';
import { quoteDelivery } from '../delivery/delivery.service.ts';
import { resolveDestination } from '../delivery/destination.ts';
import { findPaymentMethod } from '../payment/payment-methods.repository.ts';

/** The buyer's delivery choice as checkout takes it from order_properties. */
export interface DeliveryChoice {
  receivingType: ReceivingType;
  deliveryService: string;
  stockId: number | null;
  punkt: string;
  location: string;
  zip: string;
  address: string;
}

export interface DeliveryQuote {
  priceKopecks: number;
  /** ISO dates. */
  dateFrom: string;
  dateTo: string;
  description: string;
}

export interface PaymentMethod {
  id: number;
  name: string;
  /** Paid online by card: the order starts awaiting payment. */
  online: boolean;
}

/** The delivery module's names of fields that checkout's request names otherwise. */
const checkoutFieldOf: Record<string, string> = { type: 'receiving_type', service: 'delivery_service' };

/** The delivery module's refusals name its own fields; checkout's answer names them as the request does. */
async function withCheckoutFields<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fields) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [`order_properties.${checkoutFieldOf[key] ?? key}`, message]));
    throw new HttpError(error.status, error.message, fields);
  }
}

/** Where the buyer's choice delivers to: the delivery module's cities, which a process keeps (ask outside a transaction). */
export function checkoutDestination(db: Db, choice: DeliveryChoice): Promise<Destination> {
  return withCheckoutFields(resolveDestination(db, choice.location, choice.zip || undefined));
}

/** The delivery's price, dates and description for the basket's lines to the destination (the delivery module's rate tables). */
export function quoteCheckoutDelivery(db: Db, destination: Destination, choice: DeliveryChoice, lines: readonly PricedLine[]): Promise<DeliveryQuote> {
  return withCheckoutFields(
    quoteDelivery(
      db,
      destination,
      {
        receivingType: choice.receivingType,
        deliveryService: choice.deliveryService || null,
        stockId: choice.stockId,
        pickupPointId: choice.punkt || null,
      },
      lines.map(({ line }) => ({ productId: line.product_id, quantity: line.quantity, unitWeightG: unitWeight(line) })),
    ),
  );
}

/** A payment method the buyer may choose now, with what the order records of it. */
export async function checkoutPaymentMethod(db: Db, id: number): Promise<PaymentMethod | undefined> {
  const method = await findPaymentMethod(db, id);
  return method && { id: method.id, name: method.name, online: method.code === 'online_card' };
}
