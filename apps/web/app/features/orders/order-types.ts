import type { Camelize } from '@store/contracts';
import type { EndpointAnswer } from '@store/contracts/endpoints';

/** The answers the orders pages show, as the API client gives them. */
export type OrderListView = Camelize<EndpointAnswer<'GET /Order/getList/'>>;
export type OrderView = Camelize<EndpointAnswer<'GET /Order/get/'>>;
