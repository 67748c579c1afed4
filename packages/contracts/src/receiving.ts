// Apart from the zod schemas (schemas/delivery.ts): the order's page imports these, and a module of schemas would
// bring the validation rules (zod, the phone library) into its first load.

/** How the buyer receives the order (spec §3 Order form: receivingSubtype). */
export const receivingTypes = ['courier', 'transportCompanyCourier', 'transportCompanyPickup', 'pickup'] as const;
export type ReceivingType = (typeof receivingTypes)[number];

/** The ways that bring the order to an address (the store's courier, a transport company's): they need one (spec §2). */
export const deliversToDoor = (type: ReceivingType): boolean => type === 'courier' || type === 'transportCompanyCourier';

/** The store's own courier works on weekdays ('в рабочий день с 9:00 до 18:00'): a wanted day is a weekday. */
export const weekdaysOnly = (type: ReceivingType): boolean => type === 'courier';
