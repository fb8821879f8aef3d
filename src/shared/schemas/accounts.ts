// Account forms and their routes share these schemas: the messages are the spec's, word for word.
import { z } from 'zod';
import { currencyCodes } from '../currency.ts';
import { locales } from '../locales.ts';
import { limits, userRoles, userStatuses } from '../constants.ts';

const email = z.string().trim().toLowerCase().min(1, 'Email is required').pipe(z.email('Invalid email address'));

// Every new password follows the same rules; only the 'required' wording differs between forms.
const passwordRules = (requiredMessage: string) =>
  z
    .string()
    .min(1, requiredMessage)
    .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
    .max(128, 'Password must be at most 128 characters');

const newPassword = passwordRules('Password is required');

const phone = z.string().trim().max(40, 'Phone number is too long');

const fullName = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .min(limits.nameMin, `Full name must be at least ${limits.nameMin} characters`)
  .max(100, 'Full name must be at most 100 characters');

const termsAgreed = z.literal(true, { error: 'You must agree to the Terms of Use' });

const themePreference = z.enum(['light', 'dark', 'system'], { error: 'Theme must be light, dark or system' });
const currency = z.enum(currencyCodes, { error: 'Please choose one of the listed currencies' });
const language = z.enum(locales, { error: 'Please choose one of the listed languages' });

/** Sign-in modal, 'Welcome Back'. */
export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(limits.passwordMinModal, `Password must be at least ${limits.passwordMinModal} characters`),
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * What the server takes to create an account (both sign-up forms end here). The theme, currency and language chosen
 * on this device before signing up become the new profile's, so signing up changes none of them.
 */
export const signUpSchema = z.object({
  fullName,
  email,
  password: newPassword,
  phone: phone.optional(),
  termsAgreed,
  theme: themePreference.optional(),
  currency: currency.optional(),
  language: language.optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Sign-in modal, 'Create Account'. */
export const signUpModalSchema = signUpSchema.pick({ fullName: true, email: true, password: true, termsAgreed: true });

const namePart = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .min(limits.nameMin, `${label} must be at least ${limits.nameMin} characters`);

/** The full /signup page: first and last name become fullName, the picture is uploaded after the account exists. */
export const signUpPageSchema = z
  .object({
    firstName: namePart('First name'),
    lastName: namePart('Last name'),
    email,
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    phone: phone.optional(),
    termsAgreed,
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const passwordResetRequestSchema = z.object({ email });

/** /reset-password: the token comes from the emailed link. */
export const passwordResetSchema = z
  .object({
    token: z.string().min(1, 'Invalid or expired password reset link. Please request a new one.'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** /verify-email: the token comes from the emailed link. */
export const verifyEmailSchema = z.object({
  token: z
    .string()
    .min(1, 'This verification link is invalid or has expired. Please request a new one.')
    .max(2048, 'This verification link is invalid or has expired. Please request a new one.'),
});

/** Settings, change-password dialog. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordRules('New password is required'),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** My Profile and settings; every field optional, email can never change. */
export const updateProfileSchema = z
  .object({
    fullName,
    bio: z.string().trim().max(500, 'Bio must be at most 500 characters').nullable(),
    phone: phone.nullable(),
    profilePictureUrl: z
      .string()
      .regex(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]+$/, 'Please upload an image file (JPEG, PNG, etc.)')
      .nullable(),
    theme: themePreference,
    currency,
    language,
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The signed-in member as the server presents them to themselves. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  suspensionReason: z.string().nullable(),
  cashBalanceCents: z.number().int(),
  dragonCoins: z.number().int(),
  theme: z.enum(['light', 'dark', 'system']),
  currency: z.enum(currencyCodes),
  language: z.enum(locales),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const sessionSchema = z.object({ user: meSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionSchema>;

/** Sign-up and sign-in answer with the member they signed in. */
export const userResponseSchema = z.object({ user: meSchema });

/** A request taken (a reset link or a verification email sent, or an email verified); nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });

export const publicSettingsSchema = z.object({
  maintenanceMode: z.boolean(),
  supportEmail: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const uploadResultSchema = z.object({ url: z.string() });

/** Error codes the client reacts to (besides showing the message). */
export const accountErrorCodes = {
  suspended: 'ACCOUNT_SUSPENDED',
  maintenance: 'MAINTENANCE',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  wrongPassword: 'WRONG_PASSWORD',
  rateLimited: 'RATE_LIMITED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  weakPassword: 'WEAK_PASSWORD',
} as const;

/** Settings, sessions: one of the member's signed-in devices. The token never leaves the server. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome on Windows', or 'Unknown browser' without a user agent. */
  browser: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** Sign out every device but this one: how many sessions were still alive. */
export const revokedSessionsSchema = z.object({ revoked: z.number().int() });

/** Settings, delete my account: the member types this word to confirm. */
export const deleteAccountConfirmation = 'DELETE';
export const deleteAccountSchema = z.object({
  confirmation: z.literal(deleteAccountConfirmation, {
    error: `Type ${deleteAccountConfirmation} to confirm`,
  }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
