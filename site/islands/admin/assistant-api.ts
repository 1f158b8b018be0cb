// The assistant settings screen's calls: the settings from and to the CMS REST API (the CMS global
// `ai-assistant`, with the app's session; the CMS's access rules decide), and the API's "Try it"
// and unanswered questions (shared/src/assistant-admin.ts is the contract).
import {
  ASSISTANT_ADMIN_TEXT,
  AssistantGapPageSchema,
  type AssistantSettings,
  AssistantTryResponseSchema,
  CMS_GLOBALS,
  CmsAiAssistantDocSchema,
  CmsErrorBodySchema,
  CmsGlobalSavedSchema,
  MessageSchema,
} from '@poolscape/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const GLOBAL = `/cms/api/globals/${CMS_GLOBALS.aiAssistant}`;

export const assistantKeys = {
  settings: ['admin', 'assistant', 'settings'] as const,
  gaps: (page: number) => ['admin', 'assistant', 'gaps', page] as const,
};

/** The CMS is not the judge of the app session: its refusal must not sign anyone out of the app. */
const cms = { signOutOn401: false } as const;

export function useAssistantSettings() {
  return useQuery({
    queryKey: assistantKeys.settings,
    queryFn: ({ signal }) =>
      apiRequest('GET', `${GLOBAL}?depth=0`, { ...cms, schema: CmsAiAssistantDocSchema, signal }),
    // Someone editing must not have the form reset under them by a background refetch.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the settings; answers the stored global as the CMS now holds it. */
export async function saveAssistantSettings(settings: AssistantSettings) {
  const saved = await apiRequest('POST', `${GLOBAL}?depth=0`, {
    ...cms,
    body: settings,
    schema: CmsGlobalSavedSchema,
  });
  return CmsAiAssistantDocSchema.parse(saved.result);
}

/** What went wrong with a CMS call, in plain words. */
export function cmsErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return `${fallback} The CMS could not be reached; try again.`;
  if (error.status === 401 || error.status === 403) return ASSISTANT_ADMIN_TEXT.cmsRefused;
  try {
    const body = CmsErrorBodySchema.parse(JSON.parse(error.body));
    const details = body.errors.flatMap((entry) =>
      entry.data?.errors?.length
        ? entry.data.errors.map((field) => (field.path ? `${field.path}: ${field.message}` : field.message))
        : entry.message
          ? [entry.message]
          : [],
    );
    if (details.length > 0) return `${fallback} ${details.join(' ')}`;
  } catch {
    // Not the CMS's error body (a proxy's page): the plain fallback below.
  }
  return `${fallback} The CMS answered with an error (${error.status}); try again.`;
}

export const tryAssistant = (settings: AssistantSettings, question: string) =>
  apiRequest('POST', '/api/admin/assistant/try', {
    body: { settings, question },
    schema: AssistantTryResponseSchema,
  });

export function useAssistantGaps(page: number) {
  return useQuery({
    queryKey: assistantKeys.gaps(page),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/assistant/gaps?page=${page}`, { schema: AssistantGapPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const dismissGap = (id: string) =>
  apiRequest('DELETE', `/api/admin/assistant/gaps/${encodeURIComponent(id)}`, { schema: MessageSchema });
