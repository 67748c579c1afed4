import { withInnCheckDigit, withOgrnCheckDigit } from '@store/contracts';
import { describe, expect, it } from 'vitest';
import {
  buyerModeOf,
  checkoutRequest,
  chooseOrganization,
  chosenPayment,
  contactErrors,
  contactsPrefilled,
  emptyRequisites,
  initialValues,
  isCustomerValid,
  mergeContacts,
  nextAttempt,
  type Options,
  receivingOptionsOf,
} from './checkout-form';
import { formatPeriod } from './checkout-text';
import { emptyChoice } from './receiving';

const options: Options = {
  fio: 'Петров Иван Сергеевич',
  email: 'buyer@example.ru',
  phone: '89161234567',
  userType: 'individual',
  location: 'Казань',
  zip: '420111',
  address: 'ул Баумана, д 1',
  receivingType: 'courier',
  deliveryService: '',
  stockId: null,
  paymentId: 2,
  organizationId: null,
  organizations: [],
  company: { company: '', director: '', inn: '', ogrn: '', kpp: '', bik: '', bankName: '', correspondentSettlement: '', settlementInvoice: '' },
  guest: false,
  basketRevision: 'rev-1',
  goodsTotal: 10_000,
};

const contacts = { contact_person: 'Сидоров Пётр', email: 'p@example.ru', phone: '+7 (912) 345-67-89' };
const requisites = {
  ...emptyRequisites,
  company: 'ООО «Ромашка»',
  director: 'Иванов И. И.',
  inn: withInnCheckDigit('770123456'),
  ogrn: withOgrnCheckDigit('117774612345'),
  kpp: '770101001',
};

describe('the form prefilled', () => {
  it('takes the server options, and the store city without them', () => {
    expect(initialValues(options, 'Москва')).toMatchObject({ contacts: { contact_person: options.fio }, location: 'Казань', paymentId: 2 });
    expect(initialValues(null, 'Москва')).toMatchObject({ contacts: { contact_person: '', email: '', phone: '' }, location: 'Москва', paymentId: null });
  });

  it('pays with the chosen or prefilled method while it is offered, else with the default, whichever arrived first', () => {
    const offered = [
      { id: 1, isDefault: false },
      { id: 2, isDefault: true },
    ];
    expect(chosenPayment(1, offered)).toBe(1);
    expect(chosenPayment(null, offered)).toBe(2);
    expect(chosenPayment(9, offered)).toBe(2);
    expect(chosenPayment(null, [{ id: 4, isDefault: false }])).toBe(4);
    // Not loaded or failed: the choice stands, the server checks it.
    expect(chosenPayment(1, null)).toBe(1);
    expect(chosenPayment(null, [])).toBeNull();
  });

  it('collapses the contacts only when name, e-mail and phone were all prefilled (spec §4)', () => {
    expect(contactsPrefilled(options)).toBe(true);
    expect(contactsPrefilled({ ...options, phone: '' })).toBe(false);
    expect(contactsPrefilled(null)).toBe(false);
  });
});

describe('customer valid (spec §5)', () => {
  const values = { ...initialValues(null, 'Москва'), contacts };

  it('needs valid contacts: fio 3–100, e-mail and phone', () => {
    expect(isCustomerValid(values, 'individual', null)).toBe(true);
    expect(contactErrors({ ...contacts, contact_person: 'Ив' })).toEqual({ contact_person: 'Минимум 3 символов' });
    expect(isCustomerValid({ ...values, contacts: { ...contacts, email: 'nope' } }, 'individual', null)).toBe(false);
    expect(isCustomerValid({ ...values, contacts: { ...contacts, phone: '' } }, 'individual', null)).toBe(false);
  });

  it('trusts prefilled contacts left as they were', () => {
    const odd = { ...contacts, phone: 'not a phone' };
    expect(isCustomerValid({ ...values, contacts: odd }, 'individual', odd)).toBe(true);
    expect(isCustomerValid({ ...values, contacts: { ...odd, contact_person: 'Другой Человек' } }, 'individual', odd)).toBe(false);
  });

  it('needs typed requisites by the company rules, bank details optional', () => {
    expect(isCustomerValid({ ...values, requisites }, 'requisites', null)).toBe(true);
    expect(isCustomerValid({ ...values, requisites: { ...requisites, kpp: '77' } }, 'requisites', null)).toBe(false);
    expect(isCustomerValid({ ...values, requisites: { ...requisites, bik: '12' } }, 'requisites', null)).toBe(false);
    // Company rules do not apply to an individual's order.
    expect(isCustomerValid({ ...values, requisites: emptyRequisites }, 'individual', null)).toBe(true);
  });

  it('needs an organisation chosen for a company user with organisations', () => {
    expect(isCustomerValid({ ...values, organizationId: null }, 'organization', null)).toBe(false);
    expect(isCustomerValid({ ...values, organizationId: 4 }, 'organization', null)).toBe(true);
  });
});

describe('who orders (spec §6)', () => {
  it('a company user with organisations chooses one, without types requisites; an individual types them only as a legal entity', () => {
    expect(buyerModeOf({ isCompanyUser: true, organizations: 2, asLegal: false })).toBe('organization');
    expect(buyerModeOf({ isCompanyUser: true, organizations: 0, asLegal: false })).toBe('requisites');
    expect(buyerModeOf({ isCompanyUser: false, organizations: 0, asLegal: true })).toBe('requisites');
    expect(buyerModeOf({ isCompanyUser: false, organizations: 0, asLegal: false })).toBe('individual');
  });

  it('choosing an organisation fills the company fields and clears the bank details (spec §4)', () => {
    const before = { ...initialValues(null, 'Москва'), requisites: { ...requisites, bik: '044525225', bank_name: 'Банк' } };
    const after = chooseOrganization(before, { id: 7, name: 'ООО «ТехМонтаж»', inn: '7701234560', kpp: '770101001' });
    expect(after.organizationId).toBe(7);
    expect(after.requisites).toEqual({ ...emptyRequisites, company: 'ООО «ТехМонтаж»', inn: '7701234560', kpp: '770101001' });
  });

  it('saving the contact dialog merges its values into the form', () => {
    const before = { ...initialValues(options, 'Москва'), comment: 'Позвонить' };
    const after = mergeContacts(before, { ...before.contacts, phone: '+7 (999) 000-00-00' });
    expect(after.contacts).toEqual({ contact_person: options.fio, email: options.email, phone: '+7 (999) 000-00-00' });
    expect(after.comment).toBe('Позвонить');
  });
});

describe('the checkout request (spec §7)', () => {
  const values = { ...initialValues(null, 'Москва'), contacts, paymentId: 1, comment: '  Позвонить  ' };

  it('courier: the address; no company, warehouse or requisites; the total and basket the buyer saw', () => {
    const request = checkoutRequest({
      values: { ...values, requisites },
      choice: { ...emptyChoice, subtype: 'courier', address: ' ул Тверская, д 1 ' },
      mode: 'individual',
      expectedTotal: 53_190,
      basketRevision: 'rev-1',
    });
    expect(request).toEqual({
      order_properties: {
        ...contacts,
        location: 'Москва',
        comment: 'Позвонить',
        receiving_type: 'courier',
        address: 'ул Тверская, д 1',
        payment: 1,
      },
      user_type: 'individual',
      expected_total: 53_190,
      basket_revision: 'rev-1',
    });
  });

  it("transport-company pickup sends the company and its pickup point; pickup the warehouse; a company user's organisation its id", () => {
    const byPoint = checkoutRequest({
      values,
      choice: { ...emptyChoice, subtype: 'transportCompanyPickup', companyType: 'cdek', pickupPoints: { cdek: 'MSK-7' }, address: 'ignored' },
      mode: 'individual',
      expectedTotal: 1,
      basketRevision: null,
    });
    expect(byPoint.order_properties).toMatchObject({ receiving_type: 'transportCompanyPickup', delivery_service: 'cdek', punkt: 'MSK-7' });
    expect(byPoint.order_properties).not.toHaveProperty('address');
    expect(byPoint).not.toHaveProperty('basket_revision');

    const pickup = checkoutRequest({
      values: { ...values, organizationId: 4, requisites },
      choice: { ...emptyChoice, subtype: 'pickup', stockId: 3 },
      mode: 'organization',
      expectedTotal: 1,
      basketRevision: 'r',
    });
    expect(pickup).toMatchObject({ user_type: 'company', organization_id: 4, order_properties: { receiving_type: 'pickup', stock_id: 3 } });
    expect(pickup.order_properties).not.toHaveProperty('inn');
  });

  it('typed requisites go as order properties, empty bank details left out; a chosen date as start and end', () => {
    const request = checkoutRequest({
      values: { ...values, requisites, receivingDate: '2026-12-01' },
      choice: { ...emptyChoice, subtype: 'pickup', stockId: 3 },
      mode: 'requisites',
      expectedTotal: 1,
      basketRevision: null,
    });
    expect(request.user_type).toBe('company');
    expect(request.order_properties).toMatchObject({
      company: requisites.company,
      inn: requisites.inn,
      kpp: requisites.kpp,
      receiving_date_start: '2026-12-01',
    });
    expect(request.order_properties).toMatchObject({ receiving_date_end: '2026-12-01' });
    expect(request.order_properties).not.toHaveProperty('bik');
  });
});

describe('idempotency key per attempt', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('keeps the key while the same request is sent again (double click, retry) and takes a new one for a changed request', () => {
    const first = nextAttempt(null, '{"a":1}', newKey);
    expect(nextAttempt(first, '{"a":1}', newKey)).toBe(first);
    const changed = nextAttempt(first, '{"a":2}', newKey);
    expect(changed.key).not.toBe(first.key);
  });
});

describe('receiving options from the delivery options', () => {
  it('reduces the server answer to what the rules look at', () => {
    const reduced = receivingOptionsOf({
      courier: null,
      transportCompany: {
        companies: [{ type: 'cdek', name: 'СДЭК', logo: '', description: '', haveCountMethods: true, methods: [{ type: 'pickup', name: 'ПВЗ' }] }],
      },
      pickup: { stocks: [{ id: 3, name: 'Склад', address: '', workTime: '', dateFrom: '', dateTo: '' }] },
    });
    expect(reduced).toEqual({ courier: false, companies: [{ type: 'cdek', methods: ['pickup'] }], stockIds: [3] });
  });
});

describe('texts', () => {
  it('periods', () => {
    expect(formatPeriod({ from: 1, to: 2, unit: 'days' })).toBe('1–2 дня');
    expect(formatPeriod({ from: 5, to: 5, unit: 'days' })).toBe('5 дней');
  });
});
