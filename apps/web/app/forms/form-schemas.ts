/**
 * The forms' schemas for the browser, in one module of their own: useSchemaForm loads it after the page is up,
 * so zod and the phone-number library are no part of any page's first load. Route actions import the same
 * schemas from @store/contracts directly. A new form adds its contracts schema here.
 */
export {
  basketCreateSchema,
  emailConfirmSchema,
  employeeFormSchema,
  employeeUpdateFormSchema,
  loginSchema,
  managerMessageSchema,
  organizationFieldsSchema,
  organizationFormSchema,
  organizationRequisitesSchema,
  profileUpdateSchema,
  quickOrderFormSchema,
  registrationSchema,
  restoreConfirmSchema,
  restoreRequestSchema,
} from '@store/contracts';
