// What a refused submit or regenerate answers in HTTP. The domain says why (create-design.ts);
// this says which status and which words: 400 for corners that break the corner rule or an option
// switched off in the design options (named in its message), 402 over
// the plan's images (with the way to upgrade), 403 for a prompt or an Advanced option (viewpoints,
// modeling styles) the plan does not include, 404
// for a design or photo that is not the user's or is gone.
import { DESIGN_TEXT } from '@poolscape/shared';
import type { QuotaShortfall } from '../../billing/credits.ts';
import type { SubmitRefusal } from '../../designs/create-design.ts';

export interface RefusalReply {
  status: 400 | 402 | 403 | 404;
  body: {
    message: string;
    upgradeUrl?: '/upgrade';
    errors?: { field: string; message: string }[];
  };
}

const QUOTA_TEXT: Record<QuotaShortfall, string> = {
  'trial-ended': DESIGN_TEXT.trialEnded,
  'trial-used-up': DESIGN_TEXT.quotaExceededFree,
  'month-used-up': DESIGN_TEXT.quotaExceededPaid,
};

export function refusalReply(refusal: SubmitRefusal): RefusalReply {
  switch (refusal.reason) {
    case 'not-found':
      return { status: 404, body: { message: DESIGN_TEXT.notFound } };
    case 'upload-gone':
      return { status: 404, body: { message: DESIGN_TEXT.uploadNotFound } };
    case 'prompt-not-in-plan':
      return { status: 403, body: { message: DESIGN_TEXT.promptNotInPlan } };
    case 'advanced-not-in-plan':
      return { status: 403, body: { message: DESIGN_TEXT.advancedNotInPlan, upgradeUrl: '/upgrade' } };
    case 'corners':
      return {
        status: 400,
        body: {
          message: DESIGN_TEXT.cornersInvalid,
          errors: [{ field: 'corners', message: refusal.problem }],
        },
      };
    case 'keep':
      return {
        status: 400,
        body: { message: refusal.problem, errors: [{ field: 'options.keep', message: refusal.problem }] },
      };
    case 'option-off':
      return {
        status: 400,
        body: { message: refusal.message, errors: [{ field: refusal.field, message: refusal.message }] },
      };
    case 'quota':
      return { status: 402, body: { message: QUOTA_TEXT[refusal.shortfall], upgradeUrl: '/upgrade' } };
  }
}
