// The assistant's settings screen (/admin/ai-support-config): the settings form (the CMS global
// `ai-assistant`, read and saved through the CMS REST API), the "Try it" call that asks the
// assistant with unsaved settings (`POST /api/admin/assistant/try`), and the questions it could
// not answer (`/api/admin/assistant/gaps`), kept without who asked. Editors and admins only.
import { z } from 'zod';
import { CHAT_LIMITS, ChatSourceSchema, DEFAULT_SUPPORT_EMAIL } from './chat.ts';
import { CmsAiAssistantSchema } from './content.ts';

export const ASSISTANT_ADMIN_LIMITS = {
  greetingMaxLength: 1000,
  systemPromptMaxLength: 5000,
  knowledgeMaxEntries: 200,
  entryQuestionMaxLength: 300,
  entryAnswerMaxLength: 2000,
  entryUrlMaxLength: 300,
  entryKeywordsMaxLength: 300,
  /** Unanswered questions are kept cut to this many characters. */
  gapQuestionMaxLength: 300,
  /** Distinct unanswered questions kept: the most recently asked. */
  gapsKept: 500,
  gapsPageSize: 50,
} as const;

const L = ASSISTANT_ADMIN_LIMITS;

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).max(max, `${label} can be up to ${max} characters.`);

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be up to ${max} characters.`);

/** A page of this site (`/subscribe`) or a full web address. */
const SITE_PAGE = /^(\/(?!\/)\S*|https?:\/\/\S+)$/;

export const AssistantKnowledgeEntrySchema = z.object({
  /** The CMS's id of the row, kept so a save updates rather than replaces it. */
  id: z.string().max(100).nullish(),
  question: required('Question', L.entryQuestionMaxLength),
  answer: required('Answer', L.entryAnswerMaxLength),
  url: required('Page', L.entryUrlMaxLength).regex(
    SITE_PAGE,
    'Page must start with / (like /subscribe) or be a full web address.',
  ),
  keywords: text('Keywords', L.entryKeywordsMaxLength).nullish(),
});
export type AssistantKnowledgeEntry = z.infer<typeof AssistantKnowledgeEntrySchema>;

/** The settings as the form edits them and the CMS global stores them. */
export const AssistantSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  greeting: text('Greeting', L.greetingMaxLength),
  supportEmail: z
    .string({ error: 'Support e-mail is required.' })
    .trim()
    .min(1, 'Support e-mail is required.')
    .max(254, 'Support e-mail is too long.')
    .pipe(z.email('Support e-mail must be an e-mail address, like support@example.com.')),
  systemPrompt: text('Instructions for the language model', L.systemPromptMaxLength),
  knowledge: z
    .array(AssistantKnowledgeEntrySchema, { error: 'knowledge must be a list of entries.' })
    .max(L.knowledgeMaxEntries, `There can be up to ${L.knowledgeMaxEntries} knowledge entries.`),
});
export type AssistantSettings = z.infer<typeof AssistantSettingsSchema>;

/** `POST /api/admin/assistant/try`: a question asked with these (unsaved) settings. */
export const AssistantTryRequestSchema = z.object({
  settings: AssistantSettingsSchema,
  question: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(
      CHAT_LIMITS.messageMaxLength,
      `Please keep your question under ${CHAT_LIMITS.messageMaxLength} characters.`,
    ),
});
export type AssistantTryRequest = z.infer<typeof AssistantTryRequestSchema>;

export const AssistantTryResponseSchema = z.object({
  response: z.string(),
  sources: z.array(ChatSourceSchema),
  /**
   * `unanswered`: the assistant said it does not know (what the list of unanswered questions
   * collects); `off`: the settings turn the assistant off.
   */
  outcome: z.enum(['answered', 'unanswered', 'off']),
  /** Who wrote the answer: the built-in assistant or the configured language model. */
  by: z.enum(['built-in', 'model']),
});
export type AssistantTryResponse = z.infer<typeof AssistantTryResponseSchema>;

/** A question the assistant could not answer: its text, how often and when (to the hour) it was asked. */
export const AssistantGapSchema = z.object({
  id: z.string(),
  question: z.string(),
  count: z.number().int(),
  firstAskedAt: z.string(),
  lastAskedAt: z.string(),
});
export type AssistantGap = z.infer<typeof AssistantGapSchema>;

/** `GET /api/admin/assistant/gaps?page=`: most asked first. */
export const AssistantGapQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(1000, 'page can be at most 1000.')
    .default(1),
});

export const AssistantGapPageSchema = z.object({
  items: z.array(AssistantGapSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AssistantGapPage = z.infer<typeof AssistantGapPageSchema>;

export const AssistantGapParamsSchema = z.object({
  id: z.uuid('id must be the id of an unanswered question.'),
});

/**
 * The global as `GET /cms/api/globals/ai-assistant?depth=0` answers an editor: the API's reading
 * of it, with each knowledge row's id and any field of a row possibly unset.
 */
export const CmsAiAssistantDocSchema = CmsAiAssistantSchema.extend({
  knowledge: z
    .array(
      z.object({
        id: z.string().nullish(),
        question: z.string().nullish(),
        answer: z.string().nullish(),
        url: z.string().nullish(),
        keywords: z.string().nullish(),
      }),
    )
    .nullish(),
});
export type CmsAiAssistantDoc = z.infer<typeof CmsAiAssistantDocSchema>;

/** The form's starting values from the stored global, with the CMS's defaults for unset fields. */
export function settingsFromCms(doc: CmsAiAssistantDoc): AssistantSettings {
  return {
    enabled: doc.enabled ?? true,
    greeting: doc.greeting ?? '',
    supportEmail: doc.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    systemPrompt: doc.systemPrompt ?? '',
    knowledge: (doc.knowledge ?? []).map((entry) => ({
      id: entry.id ?? null,
      question: entry.question ?? '',
      answer: entry.answer ?? '',
      url: entry.url ?? '',
      keywords: entry.keywords ?? '',
    })),
  };
}

/** The CMS's answer to a save: `POST /cms/api/globals/ai-assistant` → `{ message, result }`. */
export const CmsGlobalSavedSchema = z.object({ message: z.string().optional(), result: z.unknown() });

/** A refusal by the CMS's REST API: `{ errors: [{ message, data?: { errors: [{ path, message }] } }] }`. */
export const CmsErrorBodySchema = z.object({
  errors: z.array(
    z.object({
      message: z.string().optional(),
      data: z
        .object({
          errors: z.array(z.object({ path: z.string().optional(), message: z.string() })).optional(),
        })
        .nullish(),
    }),
  ),
});

/** The screen's words. */
export const ASSISTANT_ADMIN_TEXT = {
  title: 'AI assistant',
  intro:
    'What the chat assistant on the website says and knows. It answers from these knowledge entries and the published blog posts.',
  loadFailed: 'The assistant settings could not be loaded.',
  cmsRefused:
    'The CMS did not let this account read or change the assistant settings. Sign out and in again; if it persists, ask an admin to check your role.',
  saved: 'Saved. The live assistant now answers with these settings.',
  saveFailed: 'The settings were not saved.',
  fixFirst: 'Some fields need fixing before you can save. They are marked below.',
  unsaved: 'You have unsaved changes.',
  leaveWarning: 'You have unsaved changes to the assistant settings. Leave without saving?',
  enabledLabel: 'Assistant is on',
  enabledHint:
    'When it is off, the chat button disappears from the website and questions are sent to support.',
  greetingLabel: 'Greeting',
  greetingHint:
    'The first message people see when they open the chat. Leave empty for the standard greeting.',
  supportEmailLabel: 'Support e-mail',
  supportEmailHint: 'Where the assistant sends people it cannot help.',
  systemPromptLabel: 'Instructions for the language model',
  systemPromptHint:
    'Used only when an outside language model is configured. The built-in assistant answers from the knowledge entries as written.',
  knowledgeTitle: 'Knowledge entries',
  knowledgeHint: 'Facts the assistant answers from, besides the published blog posts.',
  knowledgeEmpty: 'No knowledge entries yet. The assistant answers from the published blog posts only.',
  entryQuestionLabel: 'Question',
  entryAnswerLabel: 'Answer',
  entryUrlLabel: 'Page',
  entryUrlHint: 'The page this answer comes from, like /subscribe. Shown as the source of the answer.',
  entryKeywordsLabel: 'Other words people use (optional)',
  addEntry: 'Add an entry',
  removeEntry: 'Remove',
  tryTitle: 'Try it',
  tryHint: 'Ask a question with the settings above, saved or not. Nothing is stored.',
  tryLabel: 'Question to try',
  tryButton: 'Ask',
  tryFailed: 'The assistant could not answer the test question.',
  tryNotAnswered: 'Not answered: this question would be listed as unanswered.',
  tryByModel: 'Written by the language model',
  tryByBuiltIn: 'Written by the built-in assistant',
  sourcesLabel: 'Sources',
  gapsTitle: 'Questions it could not answer',
  gapsHint:
    'Questions people asked that the assistant answered with "I\'m not sure". Most asked first. Who asked is never recorded, and times are to the hour.',
  gapsEmpty: 'No unanswered questions. When the assistant cannot answer someone, the question shows up here.',
  gapsFailed: 'The unanswered questions could not be loaded.',
  gapToEntry: 'Add to knowledge',
  gapDismiss: 'Dismiss',
  gapDismissed: 'Dismissed.',
  gapNotFound: 'That question is no longer in the list.',
  gapAdded:
    'A new entry was added below. Write the answer, then save; the question leaves this list once it is saved.',
} as const;
