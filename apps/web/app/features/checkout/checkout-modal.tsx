import { isWeekendDay, weekdaysOnly } from '@store/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '~/api/client';
import { Button } from '~/ui/button/button';
import { Field } from '~/ui/field/field';
import { FullscreenModal } from '~/ui/modal/fullscreen-modal';
import { RadioGroup } from '~/ui/radio/radio-group';
import { Spinner } from '~/ui/spinner/spinner';
import { TextArea } from '~/ui/text-area/text-area';
import { type BasketLine, basketStore, useBasket } from '~/visitor/basket-store';
import { BuyerSection } from './buyer-section';
import {
  type Attempt,
  buyerModeOf,
  type CheckoutValues,
  checkoutRequest,
  chooseOrganization,
  chosenPayment,
  contactsPrefilled,
  initialValues,
  isCustomerValid,
  nextAttempt,
  receivingOptionsOf,
} from './checkout-form';
import { CloseConfirm } from './close-confirm';
import { ContactsSection } from './contacts-section';
import { GoodsSection, TotalsPanel } from './order-summary';
import { applyOptions, changeCity, emptyChoice, isReceivingValid, orderTotal, type ReceivingChoice } from './receiving';
import { ReceivingSection } from './receiving-section';
import { type CheckoutResult, ResultModal } from './result-modal';
import { quietApi, quoteKey, useDeliveries, useOrderOptions, usePayments, usePickupPoints, useQuotes, useSavedAddresses } from './use-checkout-data';
import './checkout.css';

export interface CheckoutModalProps {
  open: boolean;
  onClose: () => void;
  settings: { city: string; individualMayOrderAsLegal: boolean; canChooseDate: boolean; deliveryAddresses: boolean };
  /** Null for a guest (registered at submit, spec §6). */
  user: { isCompanyUser: boolean } | null;
  /** Where a guest whose e-mail or phone has an account signs in (returning to the checkout). */
  authHref: string;
  /** After the success modal: the order's page, loaded afresh so the user and the basket are too. */
  onOrdered: (orderNum: string) => void;
  /** 'Мои товары': the basket page's lines table, read-only (a feature does not import another; the route composes). */
  goodsTable: GoodsTable;
}

export type GoodsTable = (lines: readonly BasketLine[]) => ReactNode;

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^\w.:-]/g, '');

/** Spec §2 "Checkout modal (Оформление заказа)": every section, the totals panel and the result modal. */
export default function CheckoutModal({ open, onClose, settings, user, authHref, onOrdered, goodsTable }: CheckoutModalProps) {
  const basket = useBasket();
  const { options, loaded, reload } = useOrderOptions();
  const payments = usePayments();
  const [savedAddresses, setSavedAddresses] = useSavedAddresses(user !== null && settings.deliveryAddresses);
  const [values, setValues] = useState<CheckoutValues>(() => initialValues(null, settings.city));
  const [choice, setChoice] = useState<ReceivingChoice>(emptyChoice);
  const [showErrors, setShowErrors] = useState(false);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const sending = useRef(false);

  // The form starts from the server's prefill once it arrives (or from defaults when it failed).
  const [prefilled, setPrefilled] = useState(false);
  // Anything the buyer typed (contacts, requisites, the day, the comment) makes closing ask first: a stray click on
  // 'Вернуться к покупкам' loses nothing.
  const [typed, setTyped] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const typeIn = (change: (current: CheckoutValues) => CheckoutValues) => {
    setTyped(true);
    setValues(change);
  };
  useEffect(() => {
    if (!loaded || prefilled) return;
    setPrefilled(true);
    setValues(initialValues(options, settings.city));
    if (options) {
      setChoice({
        ...emptyChoice,
        subtype: options.receivingType,
        companyType: options.deliveryService || null,
        stockId: options.stockId,
        address: options.address,
      });
    }
  }, [loaded, options, prefilled, settings.city]);

  const location = prefilled ? values.location : '';
  const { deliveries, loading: deliveriesLoading } = useDeliveries(location);
  const receivingOptions = receivingOptionsOf(deliveries);
  // The city's options arrived: keep what is still offered, else take the default order (spec §4).
  const appliedFor = useRef<typeof deliveries>(null);
  useEffect(() => {
    if (!deliveries || appliedFor.current === deliveries) return;
    appliedFor.current = deliveries;
    setChoice((current) => applyOptions(current, receivingOptionsOf(deliveries)));
  }, [deliveries]);

  const basketKey = basket ? basket.items.map((line) => `${line.bid}:${line.quantity}`).join(',') : '';
  const { quotes, loading: quotesLoading } = useQuotes(deliveries, location, basketKey);
  const pickupPoints = usePickupPoints(choice.subtype === 'transportCompanyPickup' ? choice.companyType : null, location, values.zip);

  // The store's courier comes on weekdays: a weekend day wanted for another way is cleared when the courier is chosen.
  const courierDays = choice.subtype !== null && weekdaysOnly(choice.subtype);
  useEffect(() => {
    if (courierDays && values.receivingDate && isWeekendDay(values.receivingDate)) setValues((current) => ({ ...current, receivingDate: null }));
  }, [courierDays, values.receivingDate]);

  // Spec §2: the checkout closes itself when the basket is empty (not while an order's result is shown).
  const empty = basket !== null && basket.items.length === 0;
  useEffect(() => {
    if (open && empty && result === null) onClose();
  }, [open, empty, result, onClose]);

  const organizations = options?.organizations ?? [];
  const isCompanyUser = user?.isCompanyUser ?? false;
  const mode = buyerModeOf({ isCompanyUser, organizations: organizations.length, asLegal: values.asLegal });
  const mayOrderAsLegal = user !== null && !isCompanyUser && settings.individualMayOrderAsLegal;

  // The organisation the server preselected fills the requisites as a choice would.
  useEffect(() => {
    if (mode !== 'organization') return;
    setValues((current) => {
      const organization = organizations.find((candidate) => candidate.id === current.organizationId);
      return organization && current.requisites.inn !== organization.inn ? chooseOrganization(current, organization) : current;
    });
  }, [mode, organizations]);

  const quote =
    choice.companyType && (choice.subtype === 'transportCompanyCourier' || choice.subtype === 'transportCompanyPickup')
      ? quotes[quoteKey(choice.companyType, choice.subtype === 'transportCompanyCourier' ? 'courier' : 'pickup')]
      : undefined;
  const stock = deliveries?.pickup?.stocks.find((candidate) => candidate.id === choice.stockId);
  const deliveryPrice =
    choice.subtype === 'courier' ? (deliveries?.courier?.price ?? null) : choice.subtype === 'pickup' ? 0 : choice.subtype ? (quote?.price ?? null) : null;
  const earliest = choice.subtype === 'courier' ? deliveries?.courier?.dateFrom : choice.subtype === 'pickup' ? stock?.dateFrom : quote?.dateFrom;
  const deliveryLoading = deliveriesLoading || (choice.subtype?.startsWith('transportCompany') === true && quotesLoading);
  const goods = basket?.discountPrice ?? 0;
  const total = orderTotal({ goods, delivery: deliveryPrice, deliveryLoading });

  const prefilledContacts = contactsPrefilled(options) && options ? { contact_person: options.fio, email: options.email, phone: options.phone } : null;
  const customerValid = isCustomerValid(values, mode, prefilledContacts);
  const receivingValid = isReceivingValid(choice, { location: values.location, loading: deliveryLoading });
  // The payment preselected for this buyer (a company: the invoice), unless the last order's is still offered.
  const paymentId = chosenPayment(values.paymentId, payments);
  const canSubmit = loaded && basket !== null && !empty && customerValid && receivingValid && paymentId !== null && result?.kind !== 'pending';
  const missing = !loaded
    ? null
    : !customerValid
      ? mode === 'individual'
        ? 'Заполните контактные данные'
        : 'Заполните контактные данные и реквизиты'
      : !receivingValid
        ? 'Выберите способ получения и укажите адрес'
        : paymentId === null
          ? 'Выберите способ оплаты'
          : null;

  const submit = async () => {
    if (!canSubmit || sending.current) {
      setShowErrors(true);
      return;
    }
    sending.current = true;
    setResult({ kind: 'pending' });
    try {
      if (options?.guest) {
        const free = await quietApi.post('/Order/checkUserUnregistered/', { email: values.contacts.email.trim(), phone: values.contacts.phone.trim() });
        if (!free.unregistered) {
          const which = free.emailRegistered ? 'email' : 'телефоном';
          setResult({ kind: 'signIn', message: `Пользователь с таким ${which} уже зарегистрирован. Войдите, чтобы оформить заказ`, authHref });
          return;
        }
      }
      const request = checkoutRequest({
        values: { ...values, paymentId },
        choice,
        mode,
        expectedTotal: total,
        basketRevision: options?.basketRevision ?? null,
      });
      const body = JSON.stringify(request);
      attempt.current = nextAttempt(attempt.current, body, newKey);
      const answer = await quietApi.postWithHeaders('/Order/checkout/', { 'Idempotency-Key': attempt.current.key }, request);
      attempt.current = null;
      setResult({ kind: 'success', orderNum: answer.orderNum, paymentUrl: answer.paymentUrl });
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 409) {
        // The basket or its total changed meanwhile: show the new one and open the form on it.
        basketStore.load().catch(() => undefined);
        reload();
      }
      setResult({ kind: 'error', message: error instanceof ApiError ? error.message : null });
    } finally {
      sending.current = false;
    }
  };

  const closeResult = () => {
    if (result?.kind === 'pending') return;
    if (result?.kind === 'success') onOrdered(result.orderNum);
    else setResult(null);
  };

  const requestClose = () => (typed ? setConfirmingClose(true) : onClose());

  return (
    <FullscreenModal
      open={open}
      onOpenChange={(next) => (next ? undefined : requestClose())}
      title="Оформление заказа"
      back={
        <Button variant="ghost" size="sm" iconStart="arrow-left" onClick={requestClose} className="checkout-back">
          <span className="checkout-back__text">Вернуться к покупкам</span>
        </Button>
      }
    >
      {!loaded || !basket ? (
        <div className="checkout-loading checkout-loading--page">
          <Spinner label="Загружаем оформление заказа" />
        </div>
      ) : (
        <div className="checkout">
          <div className="checkout__main">
            <ContactsSection
              contacts={values.contacts}
              collapsed={prefilledContacts !== null}
              onChange={(contacts) => typeIn((current) => ({ ...current, contacts }))}
              showErrors={showErrors}
            />
            <ReceivingSection
              location={values.location}
              onCity={(city, zip) => {
                setValues((current) => ({ ...current, location: city, zip }));
                setChoice((current) => changeCity(current));
              }}
              deliveries={deliveries}
              loading={deliveriesLoading}
              options={receivingOptions}
              choice={choice}
              onChoice={setChoice}
              quotes={quotes}
              pickupPoints={pickupPoints}
              savedAddresses={savedAddresses}
              onAddressesSaved={user !== null && settings.deliveryAddresses ? setSavedAddresses : null}
              onAddress={(address, zip) => {
                setChoice((current) => ({ ...current, address }));
                if (zip !== null) setValues((current) => ({ ...current, zip }));
              }}
              date={
                settings.canChooseDate
                  ? {
                      value: values.receivingDate,
                      min: earliest ?? null,
                      weekdaysOnly: courierDays,
                      onChange: (day) => typeIn((current) => ({ ...current, receivingDate: day })),
                    }
                  : null
              }
            />
            <BuyerSection
              mode={mode}
              mayOrderAsLegal={mayOrderAsLegal}
              asLegal={values.asLegal}
              onAsLegal={(asLegal) => setValues((current) => ({ ...current, asLegal }))}
              organizations={organizations}
              organizationId={values.organizationId}
              onOrganization={(id) => {
                const organization = organizations.find((candidate) => candidate.id === id);
                if (organization) setValues((current) => chooseOrganization(current, organization));
              }}
              requisites={values.requisites}
              onRequisites={(requisites) => typeIn((current) => ({ ...current, requisites }))}
              showErrors={showErrors}
            />
            <section className="checkout-card ui-surface" aria-labelledby="checkout-payment-title">
              <h2 id="checkout-payment-title" className="checkout-card__title">
                Оплата
              </h2>
              {payments === null ? (
                <Spinner size="xs" label="Загружаем способы оплаты" />
              ) : (
                <RadioGroup
                  legend="Способ оплаты"
                  options={payments.map((payment) => ({
                    code: String(payment.id),
                    name: (
                      <span className="checkout-place checkout-place--payment">
                        {payment.logo ? (
                          // The name follows: the logo is decorative, so a screen reader reads the name once.
                          <img className="checkout-payment__logo" src={payment.logo} alt="" width={32} height={32} loading="lazy" />
                        ) : null}
                        <span className="checkout-place__name">{payment.name}</span>
                        {payment.description ? <span className="checkout-place__note">{payment.description}</span> : null}
                      </span>
                    ),
                  }))}
                  value={paymentId === null ? null : String(paymentId)}
                  onChange={(code) => setValues((current) => ({ ...current, paymentId: Number(code) }))}
                />
              )}
              <Field label="Комментарий к заказу">
                <TextArea
                  value={values.comment}
                  onValueChange={(comment) => typeIn((current) => ({ ...current, comment }))}
                  rows={3}
                  maxLength={2000}
                  placeholder="Например, удобное время доставки"
                />
              </Field>
            </section>
            <GoodsSection>{goodsTable(basket.items)}</GoodsSection>
          </div>
          <aside className="checkout__aside">
            <TotalsPanel
              count={basket.items.length}
              goods={goods}
              delivery={deliveryLoading ? null : deliveryPrice}
              total={total}
              canSubmit={canSubmit}
              pending={result?.kind === 'pending'}
              onSubmit={submit}
              missing={missing}
            />
          </aside>
        </div>
      )}
      <ResultModal result={result} onClose={closeResult} />
      <CloseConfirm
        open={confirmingClose}
        onContinue={() => setConfirmingClose(false)}
        onDiscard={() => {
          setConfirmingClose(false);
          onClose();
        }}
      />
    </FullscreenModal>
  );
}
