/**
 * The account forms' schemas for the browser, in a module of their own: useSchemaForm loads it after the
 * page is up, so zod and the phone-number library are no part of any page's first load. Route actions
 * import the same schemas from @store/contracts directly.
 */
export {
  emailConfirmSchema,
  loginSchema,
  managerMessageSchema,
  organizationRequisitesSchema,
  profileUpdateSchema,
  registrationSchema,
  restoreConfirmSchema,
  restoreRequestSchema,
} from '@store/contracts';
