import { deliversToDoor, formatIsoDay, formatMoney, isWeekendDay, latestReceivingDate } from '@store/contracts';
import { useState } from 'react';
import { Autocomplete } from '~/ui/autocomplete/autocomplete';
import type { AutocompleteItem } from '~/ui/autocomplete/autocomplete-props';
import { DatePicker } from '~/ui/date-picker/date-picker';
import { Field } from '~/ui/field/field';
import { RadioGroup } from '~/ui/radio/radio-group';
import { Spinner } from '~/ui/spinner/spinner';
import { Switcher } from '~/ui/switcher/switcher';
import { AddressField } from './address-field';
import type { Deliveries } from './checkout-form';
import { formatPeriod } from './checkout-text';
import {
  chooseCompany,
  choosePickupPoint,
  chooseSubtype,
  isAvailable,
  modeOf,
  pickupPointOf,
  type ReceivingChoice,
  type ReceivingMode,
  type ReceivingOptions,
  type ReceivingSubtype,
  switchMode,
} from './receiving';
import { type Point, type Quote, quietApi, quoteKey, type SavedAddress } from './use-checkout-data';

interface ReceivingSectionProps {
  location: string;
  onCity: (city: string, zip: string) => void;
  deliveries: Deliveries | null;
  loading: boolean;
  options: ReceivingOptions;
  choice: ReceivingChoice;
  onChoice: (choice: ReceivingChoice) => void;
  quotes: Record<string, Quote>;
  pickupPoints: Point[] | null;
  savedAddresses: readonly SavedAddress[];
  /** A signed-in buyer with the delivery-addresses section on may add one from here; null: they may not. */
  onAddressesSaved: ((addresses: SavedAddress[]) => void) | null;
  onAddress: (address: string, zip: string | null) => void;
  /** When `checkout.canChooseDate`: the wanted day and the earliest one. */
  /** The wanted day, when the store lets buyers choose it: from `min`, and a weekday for the store's courier. */
  date: { value: string | null; min: string | null; weekdaysOnly: boolean; onChange: (day: string | null) => void } | null;
}

const subtypeNames: Record<Exclude<ReceivingSubtype, 'pickup'>, string> = {
  courier: 'Курьером магазина',
  transportCompanyCourier: 'Транспортной компанией до двери',
  transportCompanyPickup: 'Транспортной компанией до пункта выдачи',
};

/** Spec §2 location and delivery method: city, the delivery/pickup switch and what each way needs. */
export function ReceivingSection(props: ReceivingSectionProps) {
  const { deliveries, options, choice, onChoice, loading, quotes } = props;
  const mode = modeOf(choice.subtype);
  const method = choice.subtype === 'transportCompanyCourier' ? 'courier' : 'pickup';
  const companies = (deliveries?.transportCompany?.companies ?? []).filter((company) => company.methods.some((item) => item.type === method));
  const byCompany = choice.subtype === 'transportCompanyCourier' || choice.subtype === 'transportCompanyPickup';
  const deliverySubtypes = (['courier', 'transportCompanyCourier', 'transportCompanyPickup'] as const).filter((subtype) => isAvailable(options, subtype));

  return (
    <section className="checkout-card ui-surface" aria-labelledby="checkout-receiving-title">
      <h2 id="checkout-receiving-title" className="checkout-card__title">
        Получение
      </h2>
      <CityField city={props.location} onCity={props.onCity} />
      {loading ? (
        <div className="checkout-loading">
          <Spinner size="xs" label="Загружаем способы получения" />
        </div>
      ) : deliveries && choice.subtype === null ? (
        <p className="checkout-note">В этот город мы пока не доставляем. Выберите другой город.</p>
      ) : deliveries ? (
        <>
          <Switcher
            label="Способ получения"
            block
            options={[
              { code: 'delivery', name: 'Доставка', disabled: deliverySubtypes.length === 0 },
              { code: 'pickup', name: 'Самовывоз', disabled: !isAvailable(options, 'pickup') },
            ]}
            value={mode ?? 'delivery'}
            onChange={(next) => onChoice(switchMode(choice, options, next as ReceivingMode))}
          />
          {mode === 'delivery' ? (
            <>
              {deliverySubtypes.length > 1 ? (
                <RadioGroup
                  legend="Как доставить"
                  options={deliverySubtypes.map((subtype) => ({
                    code: subtype,
                    name:
                      subtype === 'courier' && deliveries.courier
                        ? `${subtypeNames.courier} — ${formatPeriod(deliveries.courier.period)}, ${priceText(deliveries.courier.price)}`
                        : subtypeNames[subtype],
                  }))}
                  value={choice.subtype}
                  onChange={(code) => onChoice(chooseSubtype(choice, options, code as ReceivingSubtype))}
                />
              ) : null}
              {choice.subtype === 'courier' && deliveries.courier ? (
                <p className="checkout-note">
                  {deliverySubtypes.length > 1
                    ? deliveries.courier.description
                    : `${subtypeNames.courier} — ${formatPeriod(deliveries.courier.period)}, ${priceText(deliveries.courier.price)}. ${deliveries.courier.description}`}
                </p>
              ) : null}
              {byCompany ? (
                companies.length > 1 ? (
                  <RadioGroup
                    legend="Транспортная компания"
                    options={companies.map((company) => ({ code: company.type, name: companyText(company.name, quotes[quoteKey(company.type, method)]) }))}
                    value={choice.companyType}
                    onChange={(code) => onChoice(chooseCompany(choice, code))}
                  />
                ) : companies[0] ? (
                  <p className="checkout-note">Транспортная компания: {companyText(companies[0].name, quotes[quoteKey(companies[0].type, method)])}</p>
                ) : null
              ) : null}
              {choice.subtype && deliversToDoor(choice.subtype) ? (
                <AddressField
                  city={props.location}
                  address={choice.address}
                  onAddress={props.onAddress}
                  saved={props.savedAddresses}
                  onSaved={props.onAddressesSaved}
                />
              ) : null}
              {choice.subtype === 'transportCompanyPickup' ? (
                props.pickupPoints === null ? (
                  <Spinner size="xs" label="Загружаем пункты выдачи" />
                ) : props.pickupPoints.length === 0 ? (
                  <p className="checkout-note">В этом городе у компании нет пунктов выдачи.</p>
                ) : (
                  <div className="checkout-scroll-list">
                    <RadioGroup
                      legend="Пункт выдачи"
                      options={props.pickupPoints.map((point) => ({
                        code: point.id,
                        name: <PlaceText name={point.name} address={point.address} note={point.workTime} />,
                      }))}
                      value={pickupPointOf(choice)}
                      onChange={(code) => onChoice(choosePickupPoint(choice, code))}
                    />
                  </div>
                )
              ) : null}
            </>
          ) : (
            <RadioGroup
              legend="Склад самовывоза"
              options={(deliveries.pickup?.stocks ?? []).map((stock) => ({
                code: String(stock.id),
                name: (
                  <PlaceText name={stock.name} address={stock.address} note={`${stock.workTime} · готов к выдаче ${formatIsoDay(stock.dateFrom)}, бесплатно`} />
                ),
              }))}
              value={choice.stockId === null ? null : String(choice.stockId)}
              onChange={(code) => onChoice({ ...choice, stockId: Number(code) })}
            />
          )}
          {props.date ? (
            <Field label="Дата получения" hint={props.date.min ? `Не раньше ${formatIsoDay(props.date.min)}` : undefined}>
              <DatePicker
                value={[props.date.value ? `${props.date.value}T12:00:00` : null, null]}
                onChange={([start]) => props.date?.onChange(start ? localDay(start) : null)}
                minDate={props.date.min ? `${props.date.min}T00:00:00` : undefined}
                maxDate={props.date.min ? `${latestReceivingDate(props.date.min)}T00:00:00` : undefined}
                unavailable={props.date.weekdaysOnly ? isWeekendDay : undefined}
                placeholder="Как можно скорее"
              />
            </Field>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

const priceText = (price: number) => (price === 0 ? 'бесплатно' : formatMoney(price));

function companyText(name: string, quote: Quote | undefined): string {
  return quote ? `${name} — ${formatPeriod(quote.period)}, ${priceText(quote.price)}` : name;
}

/** The picker's ISO instant as the buyer's local day. */
function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function PlaceText({ name, address, note }: { name: string; address: string; note: string }) {
  return (
    <span className="checkout-place">
      <span className="checkout-place__name">{name}</span>
      <span className="checkout-place__address">{address}</span>
      {note ? <span className="checkout-place__note">{note}</span> : null}
    </span>
  );
}

/** Spec §2 city picker: Location/findCities/ suggestions; a choice resets the receiving (spec §4). */
function CityField({ city, onCity }: { city: string; onCity: (city: string, zip: string) => void }) {
  const [text, setText] = useState(city);
  const [items, setItems] = useState<(AutocompleteItem & { zip: string })[]>([]);
  const [loading, setLoading] = useState(false);
  return (
    <Field label="Город" required>
      <Autocomplete
        inputValue={text}
        onInputChange={setText}
        onSearch={(query) => {
          if (!query.trim()) return setItems([]);
          setLoading(true);
          quietApi
            .post('/Location/findCities/', { query })
            .then(
              (found) => setItems(found.map((item) => ({ code: `${item.city}|${item.region}`, name: item.city, description: item.region, zip: item.zip }))),
              () => setItems([]),
            )
            .finally(() => setLoading(false));
        }}
        items={items}
        loading={loading}
        onSelect={(item) => {
          setText(item.name);
          if (item.name !== city) onCity(item.name, items.find((candidate) => candidate.code === item.code)?.zip ?? '');
        }}
        placeholder="Начните вводить город"
        variant="modal"
        sheetTitle="Город"
        aria-label="Город"
      />
    </Field>
  );
}
