import { describe, expect, it } from 'vitest';
import {
  applyOptions,
  changeCity,
  chooseCompany,
  choosePickupPoint,
  chooseSubtype,
  defaultDeliverySubtype,
  defaultSubtype,
  emptyChoice,
  isReceivingValid,
  modeOf,
  orderTotal,
  pickupPointOf,
  type ReceivingOptions,
  switchMode,
} from './receiving';

const cdek = { type: 'cdek', methods: ['courier', 'pickup'] as const };
const pek = { type: 'pek', methods: ['pickup'] as const };
const everything: ReceivingOptions = { courier: true, companies: [pek, cdek], stockIds: [7, 8] };
const noCourier: ReceivingOptions = { courier: false, companies: [pek, cdek], stockIds: [7] };
const pickupCompaniesOnly: ReceivingOptions = { courier: false, companies: [pek], stockIds: [7] };
const warehouseOnly: ReceivingOptions = { courier: false, companies: [], stockIds: [7] };
const nothing: ReceivingOptions = { courier: false, companies: [], stockIds: [] };

describe('default receiving order', () => {
  it('is courier, then the first transport company (courier if it has it, else pickup), then pickup', () => {
    expect(defaultSubtype(everything)).toBe('courier');
    expect(defaultSubtype({ ...noCourier, companies: [cdek, pek] })).toBe('transportCompanyCourier');
    expect(defaultSubtype(noCourier)).toBe('transportCompanyPickup');
    expect(defaultSubtype(warehouseOnly)).toBe('pickup');
    expect(defaultSubtype(nothing)).toBeNull();
  });

  it('picks the first company for a transport-company default', () => {
    expect(applyOptions(emptyChoice, noCourier)).toMatchObject({ subtype: 'transportCompanyPickup', companyType: 'pek' });
  });

  it('defaults the delivery subtype to courier, else any company courier, else company pickup', () => {
    expect(defaultDeliverySubtype(everything)).toBe('courier');
    expect(defaultDeliverySubtype(noCourier)).toBe('transportCompanyCourier');
    expect(defaultDeliverySubtype(pickupCompaniesOnly)).toBe('transportCompanyPickup');
    expect(defaultDeliverySubtype(warehouseOnly)).toBeNull();
  });
});

describe('the delivery/pickup switch', () => {
  it('remembers the previous delivery subtype', () => {
    const onCompanyCourier = chooseSubtype(applyOptions(emptyChoice, everything), everything, 'transportCompanyCourier');
    const atPickup = switchMode(onCompanyCourier, everything, 'pickup');
    expect(atPickup.subtype).toBe('pickup');
    expect(modeOf(atPickup.subtype)).toBe('pickup');
    expect(switchMode(atPickup, everything, 'delivery')).toMatchObject({ subtype: 'transportCompanyCourier', companyType: 'cdek' });
  });

  it('goes to the default delivery subtype when nothing is remembered', () => {
    const atPickup = chooseSubtype(emptyChoice, noCourier, 'pickup');
    expect(switchMode(atPickup, noCourier, 'delivery')).toMatchObject({ subtype: 'transportCompanyCourier', companyType: 'cdek' });
  });

  it('picks the first warehouse for pickup', () => {
    expect(switchMode(emptyChoice, everything, 'pickup').stockId).toBe(7);
  });
});

describe('transport companies', () => {
  it('keeps the previously chosen company when it offers the method, else takes the first suitable one', () => {
    const onCdekPickup = chooseCompany(chooseSubtype(emptyChoice, everything, 'transportCompanyPickup'), 'cdek');
    expect(chooseSubtype(onCdekPickup, everything, 'transportCompanyCourier').companyType).toBe('cdek');
    const onPekPickup = chooseSubtype(emptyChoice, everything, 'transportCompanyPickup');
    expect(onPekPickup.companyType).toBe('pek');
    expect(chooseSubtype(onPekPickup, everything, 'transportCompanyCourier').companyType).toBe('cdek');
  });

  it('remembers the pickup point per company', () => {
    let choice = chooseSubtype(emptyChoice, everything, 'transportCompanyPickup');
    choice = choosePickupPoint(choice, 'pek-1');
    choice = choosePickupPoint(chooseCompany(choice, 'cdek'), 'cdek-5');
    expect(pickupPointOf(choice)).toBe('cdek-5');
    expect(pickupPointOf(chooseCompany(choice, 'pek'))).toBe('pek-1');
  });

  it('refuses a subtype the city does not offer', () => {
    expect(chooseSubtype(emptyChoice, warehouseOnly, 'courier').subtype).toBeNull();
  });
});

describe('a new city', () => {
  it('resets the address, warehouse, company and pickup points', () => {
    const chosen = choosePickupPoint({ ...chooseSubtype(emptyChoice, everything, 'transportCompanyPickup'), address: 'ул. Ленина, д 1', stockId: 8 }, 'pek-1');
    expect(changeCity(chosen)).toMatchObject({ address: '', stockId: null, companyType: null, pickupPoints: {} });
  });

  it('keeps the subtype when the new city offers it, else falls back to the default order', () => {
    const onCompanyCourier = chooseSubtype(emptyChoice, everything, 'transportCompanyCourier');
    expect(applyOptions(changeCity(onCompanyCourier), everything).subtype).toBe('transportCompanyCourier');
    expect(applyOptions(changeCity(onCompanyCourier), warehouseOnly).subtype).toBe('pickup');
  });
});

describe('receiving valid (spec §5)', () => {
  const ready = { location: 'Москва', loading: false };

  it('needs a location and the delivery data loaded', () => {
    const courier = { ...chooseSubtype(emptyChoice, everything, 'courier'), address: 'ул. Ленина, д 1' };
    expect(isReceivingValid(courier, ready)).toBe(true);
    expect(isReceivingValid(courier, { location: ' ', loading: false })).toBe(false);
    expect(isReceivingValid(courier, { ...ready, loading: true })).toBe(false);
  });

  it('needs an address for the courier subtypes', () => {
    expect(isReceivingValid(chooseSubtype(emptyChoice, everything, 'courier'), ready)).toBe(false);
    const companyCourier = chooseSubtype(emptyChoice, everything, 'transportCompanyCourier');
    expect(isReceivingValid(companyCourier, ready)).toBe(false);
    expect(isReceivingValid({ ...companyCourier, address: 'ул. Мира, д 3' }, ready)).toBe(true);
  });

  it('needs a pickup point for transport-company pickup and a warehouse for pickup', () => {
    const companyPickup = chooseSubtype(emptyChoice, everything, 'transportCompanyPickup');
    expect(isReceivingValid(companyPickup, ready)).toBe(false);
    expect(isReceivingValid(choosePickupPoint(companyPickup, 'pek-1'), ready)).toBe(true);
    expect(isReceivingValid(chooseSubtype(emptyChoice, everything, 'pickup'), ready)).toBe(true);
    expect(isReceivingValid({ ...chooseSubtype(emptyChoice, everything, 'pickup'), stockId: null }, ready)).toBe(false);
  });

  it('is never valid without a way of receiving', () => {
    expect(isReceivingValid(applyOptions(emptyChoice, nothing), ready)).toBe(false);
  });
});

describe('order total (spec §9)', () => {
  it('adds delivery to the goods, ignoring delivery while it loads', () => {
    expect(orderTotal({ goods: 1_234_50, delivery: 500_00, deliveryLoading: false })).toBe(1_734_50);
    expect(orderTotal({ goods: 1_234_50, delivery: 500_00, deliveryLoading: true })).toBe(1_234_50);
    expect(orderTotal({ goods: 1_234_50, delivery: null, deliveryLoading: false })).toBe(1_234_50);
  });
});
