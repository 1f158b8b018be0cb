// The WordPress calls (shared/src/wordpress.ts is the contract), through the site's API client,
// each answer checked against its schema, and the queries the wizard and the publish dialog read.
import {
  ApiKeySchema,
  type ConnectWordPress,
  CreatedApiKeySchema,
  type PublishToWordPress,
  SiteCheckResultSchema,
  WordPressCategoriesSchema,
  WordPressConnectionSchema,
  WordPressConnectionStateSchema,
  WordPressPublicationSchema,
  WordPressPublicationStateSchema,
} from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export type PublishKind = 'design' | 'collection';

export const wordpressKeys = {
  connection: ['wordpress', 'connection'] as const,
  keys: ['wordpress', 'keys'] as const,
  categories: ['wordpress', 'categories'] as const,
  publication: (kind: PublishKind, id: string) => ['wordpress', 'publication', kind, id] as const,
};

export const checkSite = (siteUrl: string) =>
  apiRequest('POST', '/api/wordpress/site-check', { body: { siteUrl }, schema: SiteCheckResultSchema });
export const connectSite = (body: ConnectWordPress) =>
  apiRequest('PUT', '/api/wordpress/connection', { body, schema: WordPressConnectionSchema });
export async function disconnectSite(): Promise<void> {
  await apiRequest('DELETE', '/api/wordpress/connection');
}
export const createApiKey = (name: string) =>
  apiRequest('POST', '/api/wordpress/keys', { body: { name }, schema: CreatedApiKeySchema });
export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/wordpress/keys/${encodeURIComponent(id)}`);
}
export const publishToWordPress = (kind: PublishKind, id: string, body: PublishToWordPress) =>
  apiRequest('POST', `/api/wordpress/publish/${kind}/${encodeURIComponent(id)}`, {
    body,
    schema: WordPressPublicationSchema,
  });

export function useConnection() {
  return useQuery({
    queryKey: wordpressKeys.connection,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/wordpress/connection', { schema: WordPressConnectionStateSchema, signal }),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: wordpressKeys.keys,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/wordpress/keys', { schema: z.array(ApiKeySchema), signal }),
  });
}

export function useCategories(enabled: boolean) {
  return useQuery({
    queryKey: wordpressKeys.categories,
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/wordpress/categories', { schema: WordPressCategoriesSchema, signal }),
  });
}

export function usePublication(kind: PublishKind, id: string, enabled = true) {
  return useQuery({
    queryKey: wordpressKeys.publication(kind, id),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/wordpress/publications/${kind}/${encodeURIComponent(id)}`, {
        schema: WordPressPublicationStateSchema,
        signal,
      }),
  });
}
