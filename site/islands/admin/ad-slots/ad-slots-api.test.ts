import { AD_SLOT_MESSAGES } from '@poolscape/shared/ad-slots';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { adSlotProblem } from './ad-slots-api.ts';

const cmsError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('what the ad-slot manager says when a save fails', () => {
  it('puts the CMS’s field messages under their fields', () => {
    const error = cmsError(400, {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following fields are invalid: Placement, Slot id',
          data: {
            collection: 'ad-slots',
            errors: [
              { label: 'Placement', message: AD_SLOT_MESSAGES.placementTaken, path: 'placement' },
              { label: 'Slot id', message: AD_SLOT_MESSAGES.slotId, path: 'slotId' },
              { label: 'Other', message: 'Not ours', path: 'somethingElse' },
            ],
          },
        },
      ],
    });
    expect(adSlotProblem(error, 'saved')).toEqual({
      fields: { placement: AD_SLOT_MESSAGES.placementTaken, slotId: AD_SLOT_MESSAGES.slotId },
      message: null,
    });
  });

  it.each([
    [
      cmsError(403, { errors: [{ message: 'You are not allowed to perform this action.' }] }),
      'Only admins can change ad slots.',
    ],
    [cmsError(401, ''), 'Your session has ended. Sign in again.'],
    [
      cmsError(404, { errors: [{ message: 'Not Found' }] }),
      'That ad slot is gone. The list is up to date now.',
    ],
    [cmsError(500, '<html>proxy</html>'), 'The ad slot could not be saved. Try again in a moment.'],
    [
      new TypeError('Failed to fetch'),
      'The ad slot could not be saved. Check your connection and try again.',
    ],
  ])('says what happened in plain words (%#)', (error, message) => {
    expect(adSlotProblem(error, 'saved')).toEqual({ fields: {}, message });
  });
});
