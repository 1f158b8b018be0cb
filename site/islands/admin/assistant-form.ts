// The assistant settings form's model: the values being edited (each knowledge entry with a key of
// its own for React, and the unanswered question it was made from, if any), checked with the same
// schema the API and the save use, each problem kept under the path of its field.
import {
  type AssistantGap,
  type AssistantSettings,
  AssistantSettingsSchema,
  type CmsAiAssistantDoc,
  settingsFromCms,
} from '@poolscape/shared';

export interface FormEntry {
  key: string;
  id: string | null;
  question: string;
  answer: string;
  url: string;
  keywords: string;
  /** The unanswered question this entry answers: dismissed once the entry is saved. */
  gapId?: string;
}

export interface AssistantForm {
  enabled: boolean;
  greeting: string;
  supportEmail: string;
  systemPrompt: string;
  knowledge: FormEntry[];
}

/** Problems by field path: `supportEmail`, `knowledge.2.url`. */
export type FormErrors = Record<string, string>;

let made = 0;
const newKey = () => {
  made += 1;
  return `entry-${made}`;
};

export function formFromCms(doc: CmsAiAssistantDoc): AssistantForm {
  const settings = settingsFromCms(doc);
  return {
    ...settings,
    knowledge: settings.knowledge.map((entry) => ({
      key: newKey(),
      id: entry.id ?? null,
      question: entry.question,
      answer: entry.answer,
      url: entry.url,
      keywords: entry.keywords ?? '',
    })),
  };
}

export function emptyEntry(): FormEntry {
  return { key: newKey(), id: null, question: '', answer: '', url: '', keywords: '' };
}

/** A new entry whose question is one people asked: "how do i pay by paypal" → "How do i pay by paypal?". */
export function entryFromGap(gap: AssistantGap): FormEntry {
  const question = gap.question.charAt(0).toUpperCase() + gap.question.slice(1);
  return { ...emptyEntry(), question: /[?.!]$/.test(question) ? question : `${question}?`, gapId: gap.id };
}

/** The values as the CMS stores them (what a save sends and "Try it" asks with). */
function raw(form: AssistantForm) {
  return {
    enabled: form.enabled,
    greeting: form.greeting,
    supportEmail: form.supportEmail,
    systemPrompt: form.systemPrompt,
    knowledge: form.knowledge.map((entry) => ({
      ...(entry.id ? { id: entry.id } : {}),
      question: entry.question,
      answer: entry.answer,
      url: entry.url,
      keywords: entry.keywords,
    })),
  };
}

export function checkForm(form: AssistantForm): { settings: AssistantSettings } | { errors: FormErrors } {
  const parsed = AssistantSettingsSchema.safeParse(raw(form));
  if (parsed.success) return { settings: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { errors };
}

/** Whether two forms hold the same settings (entry keys and where an entry came from aside). */
export const sameSettings = (a: AssistantForm, b: AssistantForm) =>
  JSON.stringify(raw(a)) === JSON.stringify(raw(b));

/** The element id of a field, for labels, error messages and focus. */
export const fieldId = (base: string, path: string) => `${base}-${path.replaceAll('.', '-')}`;
