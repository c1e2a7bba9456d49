import { z } from 'zod';
import { signupConsentsSchema } from './consent';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { emailField, requiredText } from './fields';
import { AUTH_MESSAGES as M } from './messages';

const password = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const loginSchema = z.object({
  email: emailField(M.emailRequired, M.loginEmailInvalid),
  password: password(M.passwordRequired),
  isMobile: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const signupSchema = z
  .object({
    name: requiredText(M.nameRequired, 100),
    email: emailField(M.emailRequired, M.signupEmailInvalid),
    password: password(M.passwordTooShort).min(PASSWORD_MIN_LENGTH, { error: M.passwordTooShort }),
    confirmPassword: z.string({ error: M.passwordsDoNotMatch }).max(PASSWORD_MAX_LENGTH),
    /**
     * The notice shown and the choices made (docs/accounts.md#consent). The web always sends
     * them; a client that predates the notice (scripts, tests) signs up with no ledger rows.
     */
    consents: signupConsentsSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: M.passwordsDoNotMatch,
  });
export type SignupInput = z.input<typeof signupSchema>;

// ---------------------------------------------------------------- answers

/** The signed-in user (signup, login, me). Only these fields leave the server: never a hash. */
export const authUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  profileImage: z.string().nullable(),
  /**
   * A staff account signed in with a temporary password: until it is changed, every request but
   * the change itself answers 403 PASSWORD_CHANGE_REQUIRED (docs/console.md, "Staff accounts").
   * Absent means false.
   */
  mustChangePassword: z.boolean().optional(),
  /**
   * A child whose parent or guardian has not confirmed the account yet: applying, chat, posting,
   * uploads and purchases answer 403 PARENT_CONFIRMATION_REQUIRED (docs/accounts.md#under-18).
   * Absent means false.
   */
  awaitingParent: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  user: authUserSchema,
  /** This sign-in cancelled a pending deletion of the account (docs/privacy.md#deletion). */
  deletionCancelled: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Which other ways to sign in this server offers (`GET /auth/providers`): buttons show only for
 * these. `demo`: the demo accounts, whose passwords are published, are loaded; the console says so.
 */
export const authProvidersSchema = z.object({ google: z.boolean(), demo: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
