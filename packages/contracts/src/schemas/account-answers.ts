import { z } from 'zod';

/** What the server answers about accounts (spec §3 "User", "Registration content"); wire keys snake_case. */
/** The spec writes the name key `FIO` (§3 User, the manager's FIO): the one wire key that is not snake_case. */
export const userManagerSchema = z.object({ FIO: z.string(), email: z.string(), phone: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  fid: z.string(),
  /** individual or legal; guests (contact) have no user at all. */
  user_type: z.enum(['individual', 'legal']),
  FIO: z.string(),
  photo: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** The personal manager, or null when none is assigned. */
  manager: userManagerSchema.nullable(),
  organization_name: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  kpp: z.string(),
  director: z.string(),
  access_level: z.object({ is_manager: z.boolean(), is_main_manager: z.boolean() }),
  /** A new e-mail awaiting its confirmation code (sent there), or null: the profile asks for the code. */
  pending_email: z.string().nullable(),
});

export const registrationContentSchema = z.object({
  title: z.string(),
  description: z.string(),
  advantages: z.array(z.object({ id: z.number().int(), title: z.string(), img: z.string() })),
});

export const messageAnswerSchema = z.object({ message: z.string() });

export type User = z.infer<typeof userSchema>;
export type RegistrationContent = z.infer<typeof registrationContentSchema>;
