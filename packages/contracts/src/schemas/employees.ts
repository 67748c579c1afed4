import { z } from 'zod';
import { email } from '../validation/contact-rules.ts';
import { fio, maxLength, required } from '../validation/text-rules.ts';
import { zPhone, zText } from '../validation/zod-rules.ts';
import { zId } from './basket.ts';

/**
 * A company's employees (spec §3 Employee, §7 /Employees/…): users of the company's organisations, added by its
 * managers. An employee belongs to one or more organisations ("organizations, only chosen"); a manager chooses among
 * the organisations they see. `is_active` is the manager's switch: an employee switched off is blocked (`is_blocked`)
 * and cannot sign in.
 */

export const employeeMessages = {
  chooseOrganization: 'Выберите хотя бы одну организацию',
} as const;

const positionMaxLength = 100;
const position = zText(maxLength(positionMaxLength));
/** The chosen organisations' ids: one at least, each once. */
const organizations = z
  .array(zId())
  .min(1, employeeMessages.chooseOrganization)
  .max(100)
  .transform((ids) => [...new Set(ids)]);

/** /Employees/add/: the spec's create payload (its `fio` key as written). The new employee sets a password themselves. */
export const employeeSchema = z.strictObject({
  fio: zText(required, fio),
  email: zText(required, email),
  phone: zPhone(required),
  position: position.default(''),
  is_manager: z.boolean().default(false),
  organizations,
});
/** /Employees/update/: the spec's update payload; name, e-mail and phone stay the employee's own. */
export const employeeUpdateSchema = z.strictObject({
  id: zId(),
  position: position.default(''),
  is_manager: z.boolean(),
  is_active: z.boolean(),
  organizations,
});
export const employeeIdSchema = z.strictObject({ id: zId() });

/** An employee as the list answers them: of the organisations only those the asking manager sees. */
export const employeeEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  email: z.string(),
  phone: z.string(),
  is_manager: z.boolean(),
  /** The company's owner (who registered it): nobody changes them here. */
  is_main_manager: z.boolean(),
  is_active: z.boolean(),
  /** Switched off by a manager: cannot sign in. */
  is_blocked: z.boolean(),
  /** Has not set a password yet (added by a manager, the invitation not taken up). */
  is_invited: z.boolean(),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The asking manager may change or delete them: not themselves, not the main manager, every organisation of theirs seen. */
  editable: z.boolean(),
  is_self: z.boolean(),
});

export type EmployeePayload = z.infer<typeof employeeSchema>;
export type EmployeeUpdatePayload = z.infer<typeof employeeUpdateSchema>;
export type EmployeeEntry = z.infer<typeof employeeEntrySchema>;

/** A form's list of ids as text (checkboxes of one name, joined by commas: see the web's `formValues`). */
const idList = z.string({ error: employeeMessages.chooseOrganization }).regex(/^\d+(,\d+)*$/, employeeMessages.chooseOrganization);
/** A box: 'on' when ticked; absent (a posted form) or '' (the form's state) when not. */
const checkbox = z.enum(['on', '']).optional();

/** The profile's forms, as text: the "Новый сотрудник" form, and an employee's page. */
export const employeeFormSchema = z.strictObject({
  fio: zText(required, fio),
  email: zText(required, email),
  phone: zPhone(required),
  position: position.default(''),
  is_manager: checkbox,
  organizations: idList,
});
export const employeeUpdateFormSchema = z.strictObject({
  position: position.default(''),
  is_manager: checkbox,
  is_active: checkbox,
  organizations: idList,
});
