import type { Visibility } from '@poolscape/shared';

/** Each visibility as the select and the "Visibility changed" toast word it. */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with the link',
  public: 'Public: anyone',
};
