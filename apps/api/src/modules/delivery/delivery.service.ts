import type { DeliveryOptions, DeliveryQuote, PickupPoint, ReceivingType, TransportMethodType } from '@store/contracts';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/errors.ts';
import { type DaysPeriod, deliveryDates, type IsoDate } from './business-days.ts';
import { type CarrierGateway, type Destination, ownRateTables } from './carrier-gateway.ts';
import { deliveryMessages } from './delivery-messages.ts';
import { findWarehouseStock } from './delivery.repository.ts';
import { type DeliveryLine, resolveDestination, weighLines } from './destination.ts';
import { courierTariff } from './rate-pricing.ts';

const methodNames: Record<TransportMethodType, string> = { courier: 'До двери', pickup: 'До пункта выдачи' };
const courierDescription = 'Курьер магазина привезёт заказ по вашему адресу в рабочий день с 9:00 до 18:00.';

/** Days until a warehouse hands the order out: at once when it holds every line, else after a transfer. */
const readyNow: DaysPeriod = { from: 0, to: 1 };
const readyAfterTransfer: DaysPeriod = { from: 2, to: 4 };

const period = (days: DaysPeriod) => ({ from: days.from, to: days.to, unit: 'days' as const });

async function pickupReadiness(db: Db, warehouseId: number, lines: readonly DeliveryLine[]): Promise<DaysPeriod> {
  const stock = new Map(
    (
      await findWarehouseStock(
        db,
        warehouseId,
        lines.map((line) => line.productId),
      )
    ).map((row) => [row.product_id, row.quantity]),
  );
  return lines.every((line) => (stock.get(line.productId) ?? 0) >= line.quantity) ? readyNow : readyAfterTransfer;
}

/** Every way the order can reach the city (spec §3 "Delivery options"); transport prices come per method from countTransportDelivery. */
export async function deliveryOptions(
  db: Db,
  location: string,
  lines: readonly DeliveryLine[],
  now = new Date(),
  carriers: CarrierGateway = ownRateTables,
): Promise<DeliveryOptions> {
  const destination = await resolveDestination(db, location);
  const courier = courierTariff(destination.distanceKm);
  const companies = [];
  for (const company of carriers.companies()) {
    const methods = await carriers.methods(company.code, destination);
    if (methods.length === 0) continue;
    companies.push({
      type: company.code,
      name: company.name,
      logo: company.logo,
      description: company.description,
      have_count_methods: true,
      methods: methods.map((type) => ({ type, name: methodNames[type] })),
    });
  }
  const stocks = [];
  for (const { id, name, address, work_time } of destination.pickupWarehouses) {
    const { dateFrom, dateTo } = deliveryDates(now, await pickupReadiness(db, id, lines));
    stocks.push({ id, name, address, work_time, date_from: dateFrom, date_to: dateTo });
  }
  return {
    courier: courier && {
      period: period(courier.period),
      price: courier.price,
      description: courierDescription,
      ...dates(now, courier.period),
    },
    transport_company: companies.length > 0 ? { companies } : null,
    pickup: stocks.length > 0 ? { stocks } : null,
  };
}

function dates(now: Date, days: DaysPeriod) {
  const { dateFrom, dateTo } = deliveryDates(now, days);
  return { date_from: dateFrom, date_to: dateTo };
}

/** The company by its code; refused by the request's own field for it (`service`, or `type` in getPvzList). */
function findCompany(carriers: CarrierGateway, code: string, field: 'service' | 'type' = 'service') {
  const company = carriers.companies().find((candidate) => candidate.code === code);
  if (!company) throw unprocessable(deliveryMessages.companyNotFound, { [field]: deliveryMessages.companyNotFound });
  return company;
}

async function transportQuote(carriers: CarrierGateway, code: string, method: TransportMethodType, destination: Destination, weightG: number) {
  findCompany(carriers, code);
  const quote = await carriers.quote(code, method, destination, weightG);
  if (!quote) throw unprocessable(deliveryMessages.methodUnavailable, { type: deliveryMessages.methodUnavailable });
  return quote;
}

/** A transport company's price and dates for the lines (spec §7 /Delivery/countDeliveryOrder/). */
export async function countTransportDelivery(
  db: Db,
  request: { type: TransportMethodType; service: string; location: string; zip?: string | undefined },
  lines: readonly DeliveryLine[],
  now = new Date(),
  carriers: CarrierGateway = ownRateTables,
): Promise<DeliveryQuote> {
  const destination = await resolveDestination(db, request.location, request.zip);
  const weightG = weighLines(lines);
  const quote = await transportQuote(carriers, request.service, request.type, destination, weightG);
  const { date_from, date_to } = dates(now, quote.period);
  const points = request.type === 'pickup' ? await carriers.pickupPoints(request.service, destination) : [];
  return {
    company_type: request.service,
    type: request.type,
    price: quote.price,
    period: period(quote.period),
    date: date_from,
    date_from,
    date_to,
    weight_g: weightG,
    pickup_points_list: points,
  };
}

/** A transport company's pickup points in the city (spec §7 /Delivery/getPvzList/). */
export async function pickupPointsIn(
  db: Db,
  request: { type: string; location: string; zip?: string | undefined },
  carriers: CarrierGateway = ownRateTables,
): Promise<PickupPoint[]> {
  const destination = await resolveDestination(db, request.location, request.zip);
  findCompany(carriers, request.type, 'type');
  return carriers.pickupPoints(request.type, destination);
}

/** How the buyer chose to receive the order, as checkout sends it. */
export interface DeliveryChoice {
  receivingType: ReceivingType;
  /** The transport company's code, for the transport-company types. */
  deliveryService?: string | null | undefined;
  /** The warehouse, for pickup. */
  stockId?: number | null | undefined;
  /** The company's pickup point, for transport-company pickup. */
  pickupPointId?: string | null | undefined;
}

export interface DeliveryPriceQuote {
  priceKopecks: number;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** What the order records of the delivery, in Russian ('СДЭК — до пункта выдачи: г. Казань, …'). */
  description: string;
}

const refuse = (message: string, field: string) => unprocessable(message, { [field]: message });

/**
 * Prices the buyer's choice for the lines to the destination (`resolveDestination`), as checkout writes it into the
 * order. Throws an HttpError (422, Russian message, the field at fault) when the choice does not fit the city.
 */
export async function quoteDelivery(
  db: Db,
  destination: Destination,
  choice: DeliveryChoice,
  lines: readonly DeliveryLine[],
  now = new Date(),
  carriers: CarrierGateway = ownRateTables,
): Promise<DeliveryPriceQuote> {
  const cityName = `г. ${destination.city.name}`;
  switch (choice.receivingType) {
    case 'courier': {
      const courier = courierTariff(destination.distanceKm);
      if (!courier) throw refuse(deliveryMessages.courierUnavailable, 'receiving_type');
      return { priceKopecks: courier.price, ...deliveryDates(now, courier.period), description: `Курьер магазина, ${cityName}` };
    }
    case 'pickup': {
      if (!choice.stockId) throw refuse(deliveryMessages.noStockChosen, 'stock_id');
      const warehouse = destination.pickupWarehouses.find((candidate) => candidate.id === choice.stockId);
      if (!warehouse) throw refuse(deliveryMessages.stockUnavailable, 'stock_id');
      const ready = await pickupReadiness(db, warehouse.id, lines);
      return { priceKopecks: 0, ...deliveryDates(now, ready), description: `Самовывоз: ${warehouse.name}, ${warehouse.address}` };
    }
    case 'transportCompanyCourier':
    case 'transportCompanyPickup': {
      if (!choice.deliveryService) throw refuse(deliveryMessages.noCompanyChosen, 'delivery_service');
      const company = findCompany(carriers, choice.deliveryService);
      const method: TransportMethodType = choice.receivingType === 'transportCompanyCourier' ? 'courier' : 'pickup';
      const quote = await transportQuote(carriers, company.code, method, destination, weighLines(lines));
      const priced = { priceKopecks: quote.price, ...deliveryDates(now, quote.period) };
      if (method === 'courier') return { ...priced, description: `${company.name} — курьером до двери, ${cityName}` };
      if (!choice.pickupPointId) throw refuse(deliveryMessages.noPickupPointChosen, 'punkt');
      const point = (await carriers.pickupPoints(company.code, destination)).find((candidate) => candidate.id === choice.pickupPointId);
      if (!point) throw refuse(deliveryMessages.pickupPointNotFound, 'punkt');
      return { ...priced, description: `${company.name} — до пункта выдачи: ${point.address}` };
    }
  }
}
