import { useEffect, useRef, useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { EmptyState } from '~/components/empty-state';
import { Pagination } from '~/components/pagination';
import { orderStatuses } from '@store/contracts';
import { Button } from '~/ui/button/button';
import { DeferredDatePicker } from '~/ui/date-picker/deferred-date-picker';
import { Field } from '~/ui/field/field';
import { NativeSelect } from '~/ui/select/native-select';
import type { SelectItem } from '~/ui/select/select';
import { useWalkedChoice } from '~/ui/select/walked-choice';
import { TextInput } from '~/ui/input/text-input';
import { dayOf, type OrderListQuery, periodValue } from './order-filters';
import { NoOrdersYet, OrderTable } from './order-table';
import type { OrderListView } from './order-types';
import './orders.css';

const statusItems = orderStatuses.map((status) => ({ code: status, name: status }));

interface AppliedSelectProps {
  label: string;
  className: string;
  name: string;
  items: readonly SelectItem[];
  placeholder: string;
  value: string;
  onValue: (code: string) => void;
  apply: () => void;
}

/** A filter's select that applies a choice at once; one walked to with the arrow keys on Enter or leaving. */
function AppliedSelect({ label, className, onValue, apply, ...select }: AppliedSelectProps) {
  const choice = useWalkedChoice(apply);
  return (
    <Field label={label} className={className}>
      <NativeSelect
        {...select}
        onChange={(code) => {
          onValue(code);
          choice.changed(code);
        }}
        onKeyDown={choice.onKeyDown}
        onBlur={choice.onBlur}
      />
    </Field>
  );
}

/**
 * Period, status, number and, for a company manager of several organisations, organisation; a GET form, so it works
 * before scripts run, and a changed period, status or organisation applies at once.
 */
function OrderFilters({ query, organizations }: { query: OrderListQuery; organizations: readonly SelectItem[] }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [period, setPeriod] = useState(() => periodValue(query.date_from, query.date_to));
  const [status, setStatus] = useState<string>(query.status ?? '');
  const [number, setNumber] = useState(query.number ?? '');
  const [organization, setOrganization] = useState(String(query.organization_id ?? ''));
  // A new address (a filter applied, 'Сбросить', back) sets the fields; the form stays, and focus with the control used.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setPeriod(periodValue(query.date_from, query.date_to));
    setStatus(query.status ?? '');
    setNumber(query.number ?? '');
    setOrganization(String(query.organization_id ?? ''));
  }
  // A changed period or status is sent once React has rendered it into the form's fields.
  const [applied, setApplied] = useState(0);
  useEffect(() => {
    if (applied > 0 && form.current) submit(form.current);
  }, [applied, submit]);
  const apply = () => setApplied((count) => count + 1);
  return (
    <Form ref={form} method="get" action="/profile/orders/" className="order-filters" aria-label="Фильтры заказов">
      <Field label="Период" className="order-filters__period">
        <DeferredDatePicker
          period
          value={period}
          placeholder="Весь период"
          onChange={(value) => {
            setPeriod(value);
            if (value[1] || (!value[0] && !value[1])) apply();
          }}
        />
      </Field>
      <input type="hidden" name="date_from" value={dayOf(period[0])} />
      <input type="hidden" name="date_to" value={dayOf(period[1])} />
      <AppliedSelect
        label="Статус"
        className="order-filters__status"
        name="status"
        items={statusItems}
        placeholder="Все статусы"
        value={status}
        onValue={setStatus}
        apply={apply}
      />
      {organizations.length > 1 ? (
        <AppliedSelect
          label="Организация"
          className="order-filters__organization"
          name="organization_id"
          items={organizations}
          placeholder="Все организации"
          value={organization}
          onValue={setOrganization}
          apply={apply}
        />
      ) : null}
      <Field label="Номер заказа" className="order-filters__number">
        <TextInput name="number" value={number} onValueChange={setNumber} maxLength={30} inputMode="numeric" placeholder="Например, 000123" />
      </Field>
      <div className="order-filters__buttons">
        <Button type="submit">Найти</Button>
        <Button variant="ghost" to="/profile/orders/">
          Сбросить
        </Button>
      </div>
    </Form>
  );
}

/** /profile/orders/: the buyer's orders in the design system's table, newest first, with filters and pages. */
export function OrderListPage({ list, query, organizations }: { list: OrderListView; query: OrderListQuery; organizations: readonly SelectItem[] }) {
  const filtered = Boolean(query.date_from || query.date_to || query.status || query.number || query.organization_id);
  const empty = filtered ? <EmptyState title="Заказов с такими условиями нет" text="Измените фильтры или сбросьте их." /> : <NoOrdersYet />;
  // A buyer who has never ordered has nothing to filter.
  const nothingYet = !filtered && list.total === 0;
  return (
    <div className="orders">
      <h1 className="account-title">Заказы</h1>
      {nothingYet ? null : <OrderFilters query={query} organizations={organizations} />}
      {/* Read out when a filter or a page changes the list; focus stays where it was. */}
      <p className="ui-visually-hidden" role="status">
        {filtered ? `Найдено заказов: ${list.total}` : `Всего заказов: ${list.total}`}
      </p>
      <OrderTable caption="Мои заказы" orders={list.items} empty={empty} />
      <Pagination page={list.page} pageCount={Math.ceil(list.total / list.pageSize)} />
    </div>
  );
}
