/**
 * An order's statuses in their order (issue 12), in a module of their own without zod, so a page that only shows
 * or filters statuses does not load the wire schemas.
 */
export const orderStatuses = ['Новый', 'Ожидает оплаты', 'Оплачен', 'В сборке', 'Отгружен', 'Доставлен', 'Отменён'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
