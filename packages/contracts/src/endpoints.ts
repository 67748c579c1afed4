import { z } from 'zod';
import { messageAnswerSchema, registrationContentSchema, userSchema } from './schemas/account-answers.ts';
import {
  emailChangeSchema,
  emailConfirmSchema,
  organizationRequisitesSchema,
  profileUpdateSchema,
  restoreConfirmSchema,
  restoreRequestSchema,
} from './schemas/account-requests.ts';
import { loginSchema, registrationSchema } from './schemas/accounts.ts';
import { basketCreateSchema } from './schemas/basket-form.ts';
import { basketAddListSchema, quickOrderAnswerSchema, quickOrderRequestSchema } from './schemas/quick-order.ts';
import { dashboardSchema } from './schemas/dashboard.ts';
import { priceListsSchema } from './schemas/price-lists.ts';
import {
  newsDetailSchema,
  newsListQuerySchema,
  newsListSchema,
  promotionCardSchema,
  promotionDetailSchema,
  publicationCodeQuerySchema,
} from './schemas/publications.ts';
import { employeeEntrySchema, employeeIdSchema, employeeSchema, employeeUpdateSchema } from './schemas/employees.ts';
import {
  basketAddSchema,
  basketCopySchema,
  basketIdQuerySchema,
  basketIdSchema,
  basketRemoveSchema,
  basketSchema,
  basketSetQuantitySchema,
  basketUpdateSchema,
  multiBasketChangeSchema,
  multiBasketEntrySchema,
  recommendedProductsRequestSchema,
} from './schemas/basket.ts';
import {
  listingQuerySchema,
  listingSchema,
  menuCategorySchema,
  productCardSchema,
  productDetailSchema,
  productQuerySchema,
  redirectQuerySchema,
  redirectSchema,
} from './schemas/catalog.ts';
import {
  contentPageLinkSchema,
  contentPageQuerySchema,
  contentPageSchema,
  footerSchema,
  headerSchema,
  homeSchema,
  knowledgeSchema,
  landingSchema,
  serviceAnswerSchema,
  serviceQuerySchema,
  servicesSchema,
} from './schemas/content.ts';
import {
  citySuggestionSchema,
  countDeliverySchema,
  deliveryOptionsSchema,
  deliveryQuoteSchema,
  findCitiesSchema,
  getDeliveriesSchema,
  paymentMethodSchema,
  paymentNotificationAnswerSchema,
  paymentNotificationSchema,
  paymentStartAnswerSchema,
  paymentStartSchema,
  pickupPointSchema,
  pickupPointsRequestSchema,
} from './schemas/delivery.ts';
import { favouriteIdsSchema, favouriteRequestSchema } from './schemas/favourites.ts';
import { leadFormQuerySchema, leadFormSchema, removeFileSchema, stageFilesSchema, stagedFileSchema, webformMessageSchema } from './schemas/lead-forms.ts';
import {
  checkUserUnregisteredAnswerSchema,
  checkUserUnregisteredSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderNumQuerySchema,
  orderNumSchema,
  orderOptionsSchema,
  orderStatusChangeSchema,
} from './schemas/order.ts';
import { organizationEntrySchema, organizationIdSchema, organizationSchema, organizationUpdateSchema } from './schemas/forms.ts';
import { deliveryAddressAddSchema, deliveryAddressIdSchema, deliveryAddressSchema, deliveryAddressUpdateSchema } from './schemas/delivery-addresses.ts';
import { addressSuggestionSchema, findAddressSchema, findOrganizationQuerySchema, organizationLookupSchema } from './schemas/lookups.ts';
import { promocodeAnswerSchema, promocodeRequestSchema } from './schemas/promocode.ts';
import { fastSearchMaterialsSchema, searchBarQuerySchema, searchBarSchema, searchQuerySchema, searchResultsSchema } from './schemas/search.ts';
import { settingsSchema } from './schemas/settings.ts';

/**
 * Every JSON operation of the API under /api (spec §7 and ours in its style), keyed by method and path as the
 * spec writes them. The API registers its routes from this map and the web client calls through it, so a path,
 * its query, its body and its answer (the `result` inside the ok envelope) have one home. Binary answers (the
 * product drawings under /Images/product/) are not JSON operations and are not here.
 */

/**
 * A GET has a query object and no body; a POST has a body (or none) and no query. Every query refuses unknown keys
 * (`z.strictObject`): types cannot tell strict from stripping objects, so endpoints.test.ts checks it.
 */
type Checked<T> = {
  [K in keyof T]: K extends `GET /${string}/`
    ? { query: z.ZodObject; body?: never; answer: z.ZodType }
    : K extends `POST /${string}/`
      ? { query?: never; body?: z.ZodType; answer: z.ZodType }
      : never;
};

const defineEndpoints = <const T extends Checked<T>>(map: T): T => map;

const noQuery = z.strictObject({});

export const endpoints = defineEndpoints({
  'GET /Settings/get/': { query: noQuery, answer: settingsSchema },

  'GET /Content/getHeader/': { query: noQuery, answer: headerSchema },
  'GET /Content/getFooter/': { query: noQuery, answer: footerSchema },
  'GET /Content/getHome/': { query: noQuery, answer: homeSchema },
  'GET /Content/getPage/': { query: contentPageQuerySchema, answer: contentPageSchema },
  'GET /Content/getPages/': { query: noQuery, answer: z.array(contentPageLinkSchema) },
  'GET /Content/getServices/': { query: noQuery, answer: servicesSchema },
  'GET /Content/getService/': { query: serviceQuerySchema, answer: serviceAnswerSchema },
  'GET /Content/getLanding/': { query: noQuery, answer: landingSchema },
  'GET /Content/getKnowledge/': { query: noQuery, answer: knowledgeSchema },
  'GET /Redirect/find/': { query: redirectQuerySchema, answer: redirectSchema },
  'GET /Content/getRegistration/': { query: noQuery, answer: registrationContentSchema },

  'GET /Section/getCatalogCategories/': { query: noQuery, answer: z.array(menuCategorySchema) },
  'GET /Catalog/getSection/': { query: listingQuerySchema, answer: listingSchema },
  'GET /Catalog/getProduct/': { query: productQuerySchema, answer: productDetailSchema },

  'GET /Search/getResults/': { query: searchQuerySchema, answer: searchResultsSchema },
  'GET /Search/getFromBar/': { query: searchBarQuerySchema, answer: searchBarSchema },
  // The spec writes this path with a lowercase "content" (§7), unlike the other Content calls.
  'GET /content/getFastSearchMaterialsValues/': { query: noQuery, answer: fastSearchMaterialsSchema },

  'POST /Auth/login/': { body: loginSchema, answer: userSchema },
  'POST /Auth/logout/': { answer: z.null() },
  'POST /Auth/registration/': { body: registrationSchema, answer: userSchema },
  'POST /Auth/restore/request/': { body: restoreRequestSchema, answer: messageAnswerSchema },
  'POST /Auth/restore/confirm/': { body: restoreConfirmSchema, answer: messageAnswerSchema },

  'GET /User/get/': { query: noQuery, answer: userSchema.nullable() },
  'POST /User/update/': { body: profileUpdateSchema, answer: userSchema },
  'POST /User/updateEmail/': { body: emailChangeSchema, answer: userSchema },
  'POST /User/confirmEmail/': { body: emailConfirmSchema, answer: userSchema },
  'POST /User/updateOrganization/': { body: organizationRequisitesSchema, answer: userSchema },

  'GET /Notifications/isNewsUpdated/': { query: noQuery, answer: z.boolean() },
  'POST /Webform/sendMessage/': { body: webformMessageSchema, answer: messageAnswerSchema },
  'GET /Webform/getForm/': { query: leadFormQuerySchema, answer: leadFormSchema },
  'POST /Webform/uploadFiles/': { body: stageFilesSchema, answer: z.array(stagedFileSchema) },
  'POST /Webform/removeFile/': { body: removeFileSchema, answer: messageAnswerSchema },

  'GET /Basket/get/': { query: noQuery, answer: basketSchema },
  'POST /Basket/add/': { body: basketAddSchema, answer: basketSchema },
  'POST /Basket/addList/': { body: basketAddListSchema, answer: basketSchema },
  'POST /Basket/setQuantity/': { body: basketSetQuantitySchema, answer: basketSchema },
  'POST /Basket/remove/': { body: basketRemoveSchema, answer: basketSchema },
  'POST /Basket/getRecommendedProducts/': { body: recommendedProductsRequestSchema, answer: z.array(productCardSchema) },

  'GET /Basket/getMultiBaskets/': { query: noQuery, answer: z.array(multiBasketEntrySchema) },
  'GET /Basket/getBasket/': { query: basketIdQuerySchema, answer: basketSchema },
  'POST /Basket/copyItems/': { body: basketCopySchema, answer: multiBasketChangeSchema },
  'POST /Basket/createBasket/': { body: basketCreateSchema, answer: multiBasketChangeSchema },
  'POST /Basket/updateBasket/': { body: basketUpdateSchema, answer: multiBasketChangeSchema },
  'POST /Basket/deleteBasket/': { body: basketIdSchema, answer: multiBasketChangeSchema },
  'POST /Basket/changeBasket/': { body: basketIdSchema, answer: multiBasketChangeSchema },

  'POST /Promocode/apply/': { body: promocodeRequestSchema, answer: promocodeAnswerSchema },
  'POST /Promocode/cancel/': { body: promocodeRequestSchema, answer: promocodeAnswerSchema },

  'GET /Order/getOrderOptions/': { query: noQuery, answer: orderOptionsSchema },
  'POST /Order/checkUserUnregistered/': { body: checkUserUnregisteredSchema, answer: checkUserUnregisteredAnswerSchema },
  // Send an `Idempotency-Key` header with every attempt: a repeated one replays the first answer.
  'POST /Order/checkout/': { body: checkoutRequestSchema, answer: checkoutAnswerSchema },
  'GET /Order/getList/': { query: orderListQuerySchema, answer: orderListSchema },
  'GET /Order/get/': { query: orderNumQuerySchema, answer: orderDetailSchema },
  'POST /Order/cancel/': { body: orderNumSchema, answer: orderDetailSchema },
  'POST /Order/repeat/': { body: orderNumSchema, answer: basketSchema },
  'GET /Operator/getOrders/': { query: orderListQuerySchema, answer: orderListSchema },
  'GET /Operator/getOrder/': { query: orderNumQuerySchema, answer: orderDetailSchema },
  'POST /Operator/setOrderStatus/': { body: orderStatusChangeSchema, answer: orderDetailSchema },

  'GET /Favourite/getIds/': { query: noQuery, answer: favouriteIdsSchema },
  'POST /Favourite/add/': { body: favouriteRequestSchema, answer: favouriteIdsSchema },
  'POST /Favourite/delete/': { body: favouriteRequestSchema, answer: favouriteIdsSchema },
  'GET /Favourite/getProducts/': { query: noQuery, answer: z.array(productCardSchema) },

  'POST /Location/findCities/': { body: findCitiesSchema, answer: z.array(citySuggestionSchema) },
  'POST /Order/getDeliveries/': { body: getDeliveriesSchema, answer: deliveryOptionsSchema },
  'POST /Delivery/countDeliveryOrder/': { body: countDeliverySchema, answer: deliveryQuoteSchema },
  'POST /Delivery/getPvzList/': { body: pickupPointsRequestSchema, answer: z.array(pickupPointSchema) },
  'POST /Order/getPayments/': { answer: z.array(paymentMethodSchema) },
  'POST /Payment/pay/': { body: paymentStartSchema, answer: paymentStartAnswerSchema },
  'POST /Payment/notification/': { body: paymentNotificationSchema, answer: paymentNotificationAnswerSchema },
  'GET /Dadata/findOrganization/': { query: findOrganizationQuerySchema, answer: z.array(organizationLookupSchema) },
  'POST /Dadata/findAddress/': { body: findAddressSchema, answer: z.array(addressSuggestionSchema) },

  'GET /DeliveryAddresses/getList/': { query: noQuery, answer: z.array(deliveryAddressSchema) },
  'POST /DeliveryAddresses/add/': { body: deliveryAddressAddSchema, answer: z.array(deliveryAddressSchema) },
  'POST /DeliveryAddresses/update/': { body: deliveryAddressUpdateSchema, answer: z.array(deliveryAddressSchema) },
  'POST /DeliveryAddresses/delete/': { body: deliveryAddressIdSchema, answer: z.array(deliveryAddressSchema) },

  'GET /Organizations/getList/': { query: noQuery, answer: z.array(organizationEntrySchema) },
  'POST /Organizations/add/': { body: organizationSchema, answer: z.array(organizationEntrySchema) },
  'POST /Organizations/update/': { body: organizationUpdateSchema, answer: z.array(organizationEntrySchema) },
  'POST /Organizations/delete/': { body: organizationIdSchema, answer: z.array(organizationEntrySchema) },

  'GET /Employees/getList/': { query: noQuery, answer: z.array(employeeEntrySchema) },
  'POST /Employees/add/': { body: employeeSchema, answer: z.array(employeeEntrySchema) },
  'POST /Employees/update/': { body: employeeUpdateSchema, answer: z.array(employeeEntrySchema) },
  'POST /Employees/delete/': { body: employeeIdSchema, answer: z.array(employeeEntrySchema) },
  'POST /Employees/invite/': { body: employeeIdSchema, answer: z.array(employeeEntrySchema) },

  'POST /QuickOrder/resolve/': { body: quickOrderRequestSchema, answer: quickOrderAnswerSchema },

  'GET /News/getList/': { query: newsListQuerySchema, answer: newsListSchema },
  'GET /News/get/': { query: publicationCodeQuerySchema, answer: newsDetailSchema },
  'POST /News/markSeen/': { answer: z.null() },
  'GET /Promo/getList/': { query: noQuery, answer: z.array(promotionCardSchema) },
  'GET /Promo/get/': { query: publicationCodeQuerySchema, answer: promotionDetailSchema },

  'GET /Dashboard/get/': { query: noQuery, answer: dashboardSchema },
  'GET /PriceList/getList/': { query: noQuery, answer: priceListsSchema },
});

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export type EndpointMethod = 'GET' | 'POST';

/** The paths called with `method`, e.g. `'/Basket/get/'` for GET. */
export type EndpointPath<M extends EndpointMethod> = EndpointKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** The query a caller sends (before the schema's defaults and coercions). */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;

/** The body a caller sends; `undefined` for an operation that takes none. */
export type EndpointBody<K extends EndpointKey> = Endpoints[K] extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;

/** The `result` a caller reads from the ok envelope (snake_case, as on the wire). */
export type EndpointAnswer<K extends EndpointKey> = z.output<Endpoints[K]['answer']>;
