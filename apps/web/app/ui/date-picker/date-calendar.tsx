import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { useState } from 'react';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components';
import { RussianAria } from '../russian-aria';
import { Icon } from '../icon/icon';
import { type DayRange, yearPage } from './date-range';

type View = 'days' | 'months' | 'years';

type DateCalendarProps = {
  range: DayRange;
  period: boolean;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  unavailable?: ((day: string) => boolean) | undefined;
  onPick: (day: CalendarDate) => void;
  focused: CalendarDate;
  onFocusChange: (day: CalendarDate) => void;
};

const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('ru-RU', { month: 'long' }).format(new Date(2000, index, 1)).replace(/^./, (ch) => ch.toUpperCase()),
);

/**
 * The calendar panel with its three views (spec §4): days (react-aria grid: arrows, Page Up/Down,
 * Home/End), months and years (12 a page, the first starting 6 before the current year). Weeks start on Monday.
 */
export function DateCalendar({ range, period, minValue, maxValue, unavailable, onPick, focused, onFocusChange }: DateCalendarProps) {
  const [view, setView] = useState<View>('days');
  const [page, setPage] = useState(0);
  const currentYear = today(getLocalTimeZone()).year;
  const years = yearPage(currentYear, page);

  // The days view does not step to a month with no day that can be chosen.
  const canStep = (direction: 1 | -1) => {
    if (view !== 'days') return true;
    // set() keeps a day within its month: day 31 is the month's last (the date library's own helpers would weigh on
    // the first load of every page with a picker).
    if (direction < 0) return !minValue || focused.subtract({ months: 1 }).set({ day: 31 }).compare(minValue) >= 0;
    return !maxValue || focused.add({ months: 1 }).set({ day: 1 }).compare(maxValue) <= 0;
  };
  const step = (direction: 1 | -1) => {
    if (view === 'days') onFocusChange(focused.add({ months: direction }));
    else if (view === 'months') onFocusChange(focused.add({ years: direction }));
    else setPage((p) => p + direction);
  };
  const heading =
    view === 'days' ? `${monthNames[focused.month - 1]} ${focused.year}` : view === 'months' ? String(focused.year) : `${years[0]} – ${years[11]}`;
  const nextView: Record<View, View> = { days: 'months', months: 'years', years: 'days' };
  const stepLabel = { days: 'месяц', months: 'год', years: 'страница лет' }[view];
  const inRange = (day: CalendarDate) => Boolean(period && range.start && range.end && day.compare(range.start) > 0 && day.compare(range.end) < 0);
  const isEnd = (day: CalendarDate) => Boolean((range.start && day.compare(range.start) === 0) || (range.end && day.compare(range.end) === 0));

  return (
    <div className="ui-date-calendar" data-view={view}>
      <div className="ui-date-calendar__header">
        <button type="button" className="ui-date-calendar__nav" aria-label={`Предыдущий ${stepLabel}`} disabled={!canStep(-1)} onClick={() => step(-1)}>
          <Icon name="chevron-left" size={18} />
        </button>
        <button
          type="button"
          className="ui-date-calendar__heading"
          aria-live="polite"
          onClick={() => {
            setPage(0);
            setView(nextView[view]);
          }}
        >
          {heading}
        </button>
        <button type="button" className="ui-date-calendar__nav" aria-label={`Следующий ${stepLabel}`} disabled={!canStep(1)} onClick={() => step(1)}>
          <Icon name="chevron-right" size={18} />
        </button>
      </div>
      {view === 'days' ? (
        <RussianAria>
          <Calendar
            aria-label="Календарь"
            autoFocus
            firstDayOfWeek="mon"
            value={period ? (range.end ?? range.start) : range.start}
            onChange={onPick}
            focusedValue={focused}
            onFocusChange={onFocusChange}
            minValue={minValue}
            maxValue={maxValue}
            isDateUnavailable={unavailable && ((date) => unavailable(date.toString()))}
          >
            <CalendarGrid className="ui-date-calendar__grid" weekdayStyle="short">
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className="ui-date-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={({ isOutsideMonth, isToday }) =>
                      [
                        'ui-date-calendar__day',
                        isOutsideMonth && 'is-outside',
                        isToday && 'is-today',
                        inRange(date) && 'is-in-range',
                        isEnd(date) && 'is-chosen',
                      ]
                        .filter(Boolean)
                        .join(' ')
                    }
                  />
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </RussianAria>
      ) : (
        <div className="ui-date-calendar__choices" role="group" aria-label={view === 'months' ? 'Выбор месяца' : 'Выбор года'}>
          {(view === 'months' ? monthNames : years).map((item, index) => {
            const chosen = view === 'months' ? focused.month === index + 1 : focused.year === item;
            return (
              <button
                key={item}
                type="button"
                className="ui-date-calendar__choice"
                aria-pressed={chosen}
                aria-label={view === 'months' ? `${item} ${focused.year}` : undefined}
                onClick={() => {
                  if (view === 'months') {
                    onFocusChange(focused.set({ month: index + 1 }));
                    setView('days');
                  } else {
                    onFocusChange(focused.set({ year: Number(item) }));
                    setView('months');
                  }
                }}
              >
                {view === 'months' ? String(item).slice(0, 3) : item}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
