import type { Camelize, DeliveryAddress, DeliveryQuote, PaymentMethod, PickupPoint } from '@store/contracts';
import { useEffect, useState } from 'react';
import { browserApi } from '~/api/browser-api';
import { createApiClient } from '~/api/client';
import type { Deliveries, Options } from './checkout-form';

/** Calls whose failure the checkout handles itself (spec §7: suggestions fail to an empty list; §4: options fail silently). */
export const quietApi = createApiClient();

export type Quote = Camelize<DeliveryQuote>;
export type Payment = Camelize<PaymentMethod>;
export type SavedAddress = Camelize<DeliveryAddress>;

/** Spec §9: address suggestions 250 ms after typing stops (the courier's address and the delivery-address modal). */
export const addressDebounceMs = 250;
export type Point = Camelize<PickupPoint>;

export const quoteKey = (companyType: string, method: 'courier' | 'pickup') => `${companyType}:${method}`;

/** Spec §4: order options are fetched when the checkout opens; on failure the form starts from defaults silently. */
export function useOrderOptions() {
  const [state, setState] = useState<{ options: Options | null; loaded: boolean }>({ options: null, loaded: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void round;
    quietApi.get('/Order/getOrderOptions/').then(
      (options) => live && setState({ options, loaded: true }),
      () => live && setState((current) => ({ ...current, loaded: true })),
    );
    return () => {
      live = false;
    };
  }, [round]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}

export function usePayments() {
  const [payments, setPayments] = useState<Payment[] | null>(null);
  useEffect(() => {
    browserApi.post('/Order/getPayments/').then(setPayments, () => setPayments([]));
  }, []);
  return payments;
}

/** A signed-in buyer's saved addresses (spec §6: "delivery address select", when the profile section is on). */
export function useSavedAddresses(enabled: boolean) {
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  useEffect(() => {
    if (enabled) quietApi.get('/DeliveryAddresses/getList/').then(setAddresses, () => setAddresses([]));
  }, [enabled]);
  return [addresses, setAddresses] as const;
}

/** The ways to receive an order in the city (Order/getDeliveries/); reloaded on a city change. */
export function useDeliveries(location: string) {
  const [state, setState] = useState<{ location: string; deliveries: Deliveries | null }>({ location: '', deliveries: null });
  useEffect(() => {
    if (!location.trim()) return;
    let live = true;
    browserApi.post('/Order/getDeliveries/', { location }).then(
      (deliveries) => live && setState({ location, deliveries }),
      () => live && setState({ location, deliveries: { courier: null, transportCompany: null, pickup: null } }),
    );
    return () => {
      live = false;
    };
  }, [location]);
  const current = state.location === location;
  return { deliveries: current ? state.deliveries : null, loading: location.trim() !== '' && !current };
}

/**
 * Each transport company's price and dates per method for the basket (Delivery/countDeliveryOrder/); asked again when
 * the basket changes (spec §4: transport prices are recalculated after a basket change).
 */
export function useQuotes(deliveries: Deliveries | null, location: string, basketKey: string) {
  const [quotes, setQuotes] = useState<{ key: string; byMethod: Record<string, Quote> } | null>(null);
  const companies = deliveries?.transportCompany?.companies ?? [];
  const wanted = companies.flatMap((company) => company.methods.map((method) => ({ service: company.type, type: method.type })));
  const key = `${location}|${basketKey}|${wanted.map((item) => quoteKey(item.service, item.type)).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the companies, the city and the basket
  useEffect(() => {
    if (wanted.length === 0) return;
    let live = true;
    Promise.all(
      wanted.map((item) =>
        quietApi.post('/Delivery/countDeliveryOrder/', { ...item, location }).then(
          (quote) => [quoteKey(item.service, item.type), quote] as const,
          () => null,
        ),
      ),
    ).then((answers) => {
      if (live) setQuotes({ key, byMethod: Object.fromEntries(answers.filter((answer) => answer !== null)) });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { quotes: quotes?.key === key ? quotes.byMethod : {}, loading: wanted.length > 0 && quotes?.key !== key };
}

/** A transport company's pickup points in the city (Delivery/getPvzList/). */
export function usePickupPoints(companyType: string | null, location: string, zip: string) {
  const [state, setState] = useState<{ key: string; points: Point[] } | null>(null);
  const key = `${companyType}|${location}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the company and the city
  useEffect(() => {
    if (!companyType || !location) return;
    let live = true;
    const body = { type: companyType, location, ...(/^\d{6}$/.test(zip) ? { zip } : {}) };
    quietApi.post('/Delivery/getPvzList/', body).then(
      (points) => live && setState({ key, points }),
      () => live && setState({ key, points: [] }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.points : null;
}
