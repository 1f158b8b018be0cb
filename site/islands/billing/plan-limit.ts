// The limits of a plan as the design screens meet them: what the subscription modal says for
// each, and which API refusals are one (402 over the images, 403 for a feature of another plan).
import { DESIGN_TEXT, MessageSchema } from '@poolscape/shared';
import { ApiError } from '../../lib/api-client.ts';
import { quotaExceeded } from '../../lib/designs/design-api.ts';
import type { PlanLimit } from './plan-change.ts';

export type { PlanLimit };

export const PLAN_LIMIT_TEXT: Record<PlanLimit, { title: string; message: string }> = {
  images: {
    title: 'Get more images',
    message: 'A bigger plan gives you more images every month, and an image pack adds images right away.',
  },
  videos: {
    title: 'Make more videos',
    message: 'Pro makes 3 videos a month and Premium 10, each from any of your designs.',
  },
  customPrompt: { title: 'Unlock custom prompts', message: DESIGN_TEXT.promptNotInPlan },
  highResolution: {
    title: 'Unlock full-resolution downloads',
    message: 'Full-resolution downloads come with the Pro and Premium plans.',
  },
  advanced: { title: 'Unlock Advanced', message: DESIGN_TEXT.advancedNotInPlan },
};

const FEATURE_REFUSALS: Partial<Record<string, PlanLimit>> = {
  [DESIGN_TEXT.promptNotInPlan]: 'customPrompt',
  [DESIGN_TEXT.advancedNotInPlan]: 'advanced',
};

/** The plan limit an API refusal is about, with the API's words; null for any other error. */
export function planLimitRefusal(error: unknown): { limit: PlanLimit; message: string } | null {
  const quota = quotaExceeded(error);
  if (quota) return { limit: 'images', message: quota.message };
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const body = MessageSchema.safeParse(JSON.parse(error.body));
    const limit = body.success ? FEATURE_REFUSALS[body.data.message] : undefined;
    return body.success && limit ? { limit, message: body.data.message } : null;
  } catch {
    return null;
  }
}
