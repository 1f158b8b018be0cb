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
