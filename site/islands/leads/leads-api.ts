// The leads calls (shared/src/leads.ts is the contract), through the site's API client, each answer
// checked against its schema: the owner's list, a lead's follow-up, the CSV export and the switch
// that puts "Request a quote" on a shared page.
import {
  type LeadItemKind,
  LeadPageSchema,
  LeadSchema,
  type LeadStatus,
  QuoteSwitchSchema,
  type UpdateLead,
} from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, fetchApi } from '../../lib/api-client.ts';

export const leadQueryKeys = {
  all: ['leads'] as const,
  list: ['leads', 'list'] as const,
  page: (status: LeadStatus | null, page: number) => ['leads', 'list', status, page] as const,
  quoteSwitch: (kind: LeadItemKind, id: string) => ['leads', 'switch', kind, id] as const,
};

const filterQuery = (status: LeadStatus | null, page?: number): string => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useLeads(status: LeadStatus | null, page: number) {
  return useQuery({
    queryKey: leadQueryKeys.page(status, page),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/leads${filterQuery(status, page)}`, { schema: LeadPageSchema, signal }),
    refetchOnMount: 'always',
  });
}

export const updateLead = (id: string, body: UpdateLead) =>
  apiRequest('PATCH', `/api/leads/${encodeURIComponent(id)}`, { body, schema: LeadSchema });

const switchUrl = (kind: LeadItemKind, id: string) => `/api/leads/switches/${kind}/${encodeURIComponent(id)}`;

export const fetchQuoteSwitch = (kind: LeadItemKind, id: string, signal?: AbortSignal) =>
  apiRequest('GET', switchUrl(kind, id), { schema: QuoteSwitchSchema, signal });
export const saveQuoteSwitch = (kind: LeadItemKind, id: string, enabled: boolean) =>
  apiRequest('PUT', switchUrl(kind, id), { body: { enabled }, schema: QuoteSwitchSchema });

/** Downloads the owner's leads (with `status`, or all) as a CSV file; rejects when it could not. */
export async function downloadLeadsCsv(status: LeadStatus | null): Promise<void> {
  const response = await fetchApi('GET', `/api/leads/export${filterQuery(status)}`);
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
