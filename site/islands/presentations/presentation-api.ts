// The presentation calls (shared/src/presentations.ts is the contract), through the site's API
// client, each answer checked against its schema, and the queries the screens read them with.
import {
  type CreatePresentation,
  type Presentation,
  PresentationListSchema,
  PresentationSchema,
  type UpdatePresentation,
  type UpdateSlide,
} from '@poolscape/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const presentationQueryKeys = {
  all: ['presentations'] as const,
  list: ['presentations', 'list'] as const,
  detail: (id: string) => ['presentations', 'detail', id] as const,
};

const url = (id: string) => `/api/presentations/${encodeURIComponent(id)}`;

export const createPresentation = (body: CreatePresentation) =>
  apiRequest('POST', '/api/presentations', { body, schema: PresentationSchema });
export const updatePresentation = (id: string, body: UpdatePresentation) =>
  apiRequest('PATCH', url(id), { body, schema: PresentationSchema });
export async function deletePresentation(id: string): Promise<void> {
  await apiRequest('DELETE', url(id));
}
export const addSlides = (id: string, designIds: readonly string[]) =>
  apiRequest('POST', `${url(id)}/slides`, { body: { designIds }, schema: PresentationSchema });
export const reorderSlides = (id: string, slideIds: readonly string[]) =>
  apiRequest('PUT', `${url(id)}/order`, { body: { slideIds }, schema: PresentationSchema });
export const updateSlide = (id: string, slideId: string, body: UpdateSlide) =>
  apiRequest('PATCH', `${url(id)}/slides/${encodeURIComponent(slideId)}`, {
    body,
    schema: PresentationSchema,
  });
export const removeSlide = (id: string, slideId: string) =>
  apiRequest('DELETE', `${url(id)}/slides/${encodeURIComponent(slideId)}`, { schema: PresentationSchema });

export function usePresentations() {
  return useQuery({
    queryKey: presentationQueryKeys.list,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/presentations', { schema: PresentationListSchema, signal }),
    refetchOnMount: 'always',
  });
}

export function usePresentation(id: string) {
  return useQuery({
    queryKey: presentationQueryKeys.detail(id),
    queryFn: ({ signal }) => apiRequest('GET', url(id), { schema: PresentationSchema, signal }),
    refetchOnMount: 'always',
  });
}

/** After a change: the presentation as the API answered, and the list read again. */
export function rememberPresentation(client: QueryClient, presentation: Presentation): void {
  client.setQueryData(presentationQueryKeys.detail(presentation.id), presentation);
  void client.invalidateQueries({ queryKey: presentationQueryKeys.list });
}
