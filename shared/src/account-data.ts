// "Download my data" (profile screen): the state of the account's newest archive.
import { z } from 'zod';
import { adminReason } from './admin.ts';

export const AccountExportSchema = z.object({
  id: z.uuid(),
  /** `expired`: ready once, but its 7 days are over (ask again for a new one). */
  status: z.enum(['queued', 'building', 'ready', 'failed', 'expired']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** For the signed-in owner only; null until ready and after it expires. */
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const AccountExportStateSchema = z.object({ export: AccountExportSchema.nullable() });
export type AccountExportState = z.infer<typeof AccountExportStateSchema>;

export const ACCOUNT_EXPORT_TEXT = {
  button: 'Download my data',
  queued: 'Preparing your archive…',
  building: (progress: number) => `Preparing your archive… ${progress} %`,
  ready: 'Your archive is ready. We also sent you the link by e-mail.',
  failed: 'The archive could not be made. Please try again.',
  expired: 'Your last archive has expired. Ask for a new one.',
  expiredDownload: 'This archive has expired. Ask for a new one on your profile.',
  notReady: 'This archive is not ready yet.',
} as const;

/** An admin asks for a user's archive (a request that came by mail): why, for the audit log. */
export const AdminDataExportSchema = z.object({ reason: adminReason }).strict();
export type AdminDataExport = z.infer<typeof AdminDataExportSchema>;

/** What the admin is told: the archive goes to the user, never to the admin. */
export const adminExportStarted = (email: string, reused: boolean) =>
  reused
    ? `${email} already has an archive from today; they have its link by e-mail.`
    : `An archive of ${email}'s data is being prepared; the link goes to them by e-mail.`;

/** How long an account asked to be deleted can still be kept. */
export const DELETION_GRACE_DAYS = 7;

/** What "Delete my account" needs: the password, or a sign-in with the provider a moment ago. */
export const AccountDeletionInfoSchema = z.object({
  confirmWith: z.enum(['password', 'sign-in']),
  /** The providers the account signs in with (for `sign-in`). */
  providers: z.array(z.enum(['google', 'facebook'])),
});
export type AccountDeletionInfo = z.infer<typeof AccountDeletionInfoSchema>;

export const DeleteAccountRequestSchema = z
  .object({
    password: z.string().max(200, 'That password is too long.').optional(),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const AccountDeletionSchema = z.object({ message: z.string(), deletionDueAt: z.string() });
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** A fresh sign-in confirms a deletion for this long. */
export const FRESH_SIGN_IN_MINUTES = 10;

export const ACCOUNT_DELETE_TEXT = {
  button: 'Delete my account',
  passwordRequired: 'Please enter your password to delete your account.',
  wrongPassword: 'That password is not right.',
  signInAgain: `Please sign in again (within the last ${FRESH_SIGN_IN_MINUTES} minutes) to delete your account.`,
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  scheduled: (due: string) =>
    `Your account will be deleted on ${due}. Until then, sign in and choose “Keep my account” to keep it.`,
  keep: 'Keep my account',
} as const;

/** An admin deletes a user's account (a request that came by mail): why, for the audit log. */
export const AdminAccountDeletionSchema = z.object({ reason: adminReason }).strict();

/** What the admin is told. */
export const adminDeletionStarted = (email: string, due: string) =>
  `${email} is signed out and their account will be deleted on ${due}; they have been told by e-mail.`;

/** The day an account goes, as the messages and mails say it ("5 December 2026", in UTC). */
export const deletionDay = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
