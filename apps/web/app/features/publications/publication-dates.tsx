import { formatMoscowLongDay } from '~/lib/moscow-dates';

/** A news item's day, machine-readable too. */
export function PublishedOn({ at }: { at: string }) {
  return <time dateTime={at}>{formatMoscowLongDay(at)}</time>;
}

/** A promotion's period: 'с 1 ноября 2026 по 31 марта 2027', or from its start alone while it has no end. */
export function PromotionPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  return (
    <span>
      с <time dateTime={startsAt}>{formatMoscowLongDay(startsAt)}</time>
      {endsAt ? (
        <>
          {' '}
          по <time dateTime={endsAt}>{formatMoscowLongDay(endsAt)}</time>
        </>
      ) : null}
    </span>
  );
}
