import { type OrderStatus, orderStatuses } from '@store/contracts';
import { type DatePickerValue, dayToIso, isoDay, isoToDay } from '~/ui/date-picker/iso-days';

/** The list's filters and page as the page's address keeps them (so a filtered list can be linked and reloaded). */
export interface OrderListQuery {
  date_from?: string;
  date_to?: string;
  status?: OrderStatus;
  number?: string;
  organization_id?: number;
  page: number;
}

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function listQueryFromUrl(params: URLSearchParams): OrderListQuery {
  const query: OrderListQuery = { page: Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 10_000) };
  const from = params.get('date_from') ?? '';
  const to = params.get('date_to') ?? '';
  const status = params.get('status') ?? '';
  const number = (params.get('number') ?? '').trim().slice(0, 30);
  if (isoDayPattern.test(from)) query.date_from = from;
  if (isoDayPattern.test(to)) query.date_to = to;
  if ((orderStatuses as readonly string[]).includes(status)) query.status = status as OrderStatus;
  if (number) query.number = number;
  const organization = params.get('organization_id') ?? '';
  if (/^[1-9]\d{0,9}$/.test(organization) && Number(organization) <= 2_147_483_647) query.organization_id = Number(organization);
  return query;
}

/** The date picker's instant → the buyer's calendar day, YYYY-MM-DD. */
export function dayOf(iso: string | null): string {
  const parsed = isoToDay(iso);
  return parsed ? isoDay(parsed.day) : '';
}

/** The list's period as the date picker's value. */
export function periodValue(from: string | undefined, to: string | undefined): DatePickerValue {
  const instant = (day: string | undefined, time: string) => {
    if (!day) return null;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return dayToIso({ year, month, day: date }, time);
  };
  return [instant(from, '00:00'), instant(to, '23:59')];
}
