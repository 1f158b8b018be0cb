import { DESIGN_TEXT } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { planLimitRefusal } from './plan-limit.ts';

const refusal = (status: number, body: unknown) => new ApiError(status, 'Error', JSON.stringify(body));

describe('planLimitRefusal', () => {
  it('reads a 402 as the images running out, in the API’s words', () => {
    expect(
      planLimitRefusal(refusal(402, { message: DESIGN_TEXT.quotaExceededFree, upgradeUrl: '/upgrade' })),
    ).toEqual({ limit: 'images', message: DESIGN_TEXT.quotaExceededFree });
  });

  it('reads a 403 for a custom prompt or an Advanced option as that feature', () => {
    expect(planLimitRefusal(refusal(403, { message: DESIGN_TEXT.promptNotInPlan }))).toEqual({
      limit: 'customPrompt',
      message: DESIGN_TEXT.promptNotInPlan,
    });
    expect(
      planLimitRefusal(refusal(403, { message: DESIGN_TEXT.advancedNotInPlan, upgradeUrl: '/upgrade' })),
    ).toEqual({ limit: 'advanced', message: DESIGN_TEXT.advancedNotInPlan });
  });

  it('leaves every other error to the screen', () => {
    expect(planLimitRefusal(refusal(403, { message: 'Forbidden' }))).toBeNull();
    expect(planLimitRefusal(refusal(404, { message: DESIGN_TEXT.notFound }))).toBeNull();
    expect(planLimitRefusal(new ApiError(402, 'Payment Required', 'not json'))).toBeNull();
    expect(planLimitRefusal(new Error('offline'))).toBeNull();
  });
});
