/** The page's address. */
export const deliveryAddressesPath = '/profile/delivery-addresses/';

/** Which form the page shows in itself when scripts are off (with them, the dialogs do the same). */
export type AddressPanel = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'delete'; id: number };
