// Every earlier wording of the seed's content, in the order the seed applies them (see
// `applyContentRevisions` in ../content-revisions.ts for how a revision is applied).
import type { Revision } from '../content-revisions.ts';
import { announcementRevision, bannerRevision } from './announcement-and-banner.ts';
import { assistantKnowledgeRevision } from './assistant-knowledge.ts';
import {
  aiPoolDesignPageRevision,
  privacyKeptMailRevision,
  privacyPageRevision,
  privacyRetentionRevision,
  privacyRightsRevision,
  supportPageRevision,
  termsTrialRevision,
  wordpressPageRevision,
} from './pages.ts';
import { presentingPostRevision } from './posts.ts';
import { testimonialRevisions } from './testimonials.ts';
import {
  duskAndNightTutorialRevision,
  firstDesignTutorialRevision,
  presentationTutorialRevision,
  wordpressTutorialRevision,
} from './tutorials.ts';

export const CONTENT_REVISIONS: readonly Revision[] = [
  privacyPageRevision,
  privacyRightsRevision,
  privacyRetentionRevision,
  privacyKeptMailRevision,
  wordpressPageRevision,
  aiPoolDesignPageRevision,
  announcementRevision,
  duskAndNightTutorialRevision,
  supportPageRevision,
  wordpressTutorialRevision,
  presentationTutorialRevision,
  presentingPostRevision,
  bannerRevision,
  ...testimonialRevisions,
  assistantKnowledgeRevision,
  termsTrialRevision,
  firstDesignTutorialRevision,
];
