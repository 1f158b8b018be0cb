// The collection calls (shared/src/collections.ts is the contract), through the site's API client,
// each answer checked against its schema, and the queries the collection screens read them with.
import {
  type Collection,
  CollectionListSchema,
  CollectionSchema,
  type CreateCollection,
  type UpdateCollection,
} from '@poolscape/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const collectionQueryKeys = {
  all: ['collections'] as const,
  list: ['collections', 'list'] as const,
  detail: (id: string) => ['collections', 'detail', id] as const,
};

const url = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

export const fetchCollections = (signal?: AbortSignal) =>
  apiRequest('GET', '/api/collections', { schema: CollectionListSchema, signal });
export const fetchCollection = (id: string, signal?: AbortSignal) =>
  apiRequest('GET', url(id), { schema: CollectionSchema, signal });
export const createCollection = (body: CreateCollection) =>
  apiRequest('POST', '/api/collections', { body, schema: CollectionSchema });
export const updateCollection = (id: string, body: UpdateCollection) =>
  apiRequest('PATCH', url(id), { body, schema: CollectionSchema });
export async function deleteCollection(id: string): Promise<void> {
  await apiRequest('DELETE', url(id));
}
export const addToCollection = (id: string, designIds: readonly string[]) =>
  apiRequest('POST', `${url(id)}/designs`, { body: { designIds }, schema: CollectionSchema });
export const reorderCollection = (id: string, designIds: readonly string[]) =>
  apiRequest('PUT', `${url(id)}/order`, { body: { designIds }, schema: CollectionSchema });
export const setCollectionNote = (id: string, designId: string, note: string) =>
  apiRequest('PATCH', `${url(id)}/designs/${encodeURIComponent(designId)}`, {
    body: { note },
    schema: CollectionSchema,
  });
export const removeFromCollection = (id: string, designId: string) =>
  apiRequest('DELETE', `${url(id)}/designs/${encodeURIComponent(designId)}`, { schema: CollectionSchema });

export function useCollections() {
  return useQuery({
    queryKey: collectionQueryKeys.list,
    queryFn: ({ signal }) => fetchCollections(signal),
    refetchOnMount: 'always',
  });
}

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionQueryKeys.detail(id),
    queryFn: ({ signal }) => fetchCollection(id, signal),
    refetchOnMount: 'always',
  });
}

/** After a change: the collection as the API answered, and the list read again. */
export function rememberCollection(client: QueryClient, collection: Collection): void {
  client.setQueryData(collectionQueryKeys.detail(collection.id), collection);
  void client.invalidateQueries({ queryKey: collectionQueryKeys.list });
}
