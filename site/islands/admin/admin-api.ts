// The admin area's calls (shared/src/admin.ts is the contract), through the site's API client,
// each answer checked against its schema, and the queries the admin screens read them with.
import {
  AdminDesignPageSchema,
  AdminMailPageSchema,
  AdminTicketPageSchema,
  AdminTicketSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AuditPageSchema,
  MessageSchema,
  type StaffRole,
} from '@poolscape/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const adminKeys = {
  users: (search: string) => ['admin', 'users', search] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  tickets: (search: string) => ['admin', 'tickets', search] as const,
  ticket: (id: string) => ['admin', 'ticket', id] as const,
  audit: (search: string) => ['admin', 'audit', search] as const,
  mail: (search: string) => ['admin', 'mail', search] as const,
};

const user = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
const ticket = (id: string) => `/api/admin/tickets/${encodeURIComponent(id)}`;

export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/users${search}`, { schema: AdminUserPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminMail(search: string) {
  return useQuery({
    queryKey: adminKeys.mail(search),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/mail${search}`, { schema: AdminMailPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => apiRequest('GET', user(id), { schema: AdminUserDetailSchema, signal }),
  });
}

export const updateAdminUser = (id: string, body: { disabled?: boolean; staffRole?: StaffRole | null }) =>
  apiRequest('PATCH', user(id), { body, schema: AdminUserDetailSchema });
export const changeCredits = (id: string, body: { images: number; reason: string }) =>
  apiRequest('POST', `${user(id)}/credits`, { body, schema: AdminUserDetailSchema });
export const setUserPlan = (id: string, body: { plan: string; reason: string; until: string | null }) =>
  apiRequest('POST', `${user(id)}/plan`, { body, schema: AdminUserDetailSchema });
export const signOutUser = (id: string) =>
  apiRequest('POST', `${user(id)}/sign-out`, { schema: AdminUserDetailSchema });
export const sendPasswordReset = (id: string) =>
  apiRequest('POST', `${user(id)}/password-reset`, { schema: MessageSchema });
export const exportUserData = (id: string, reason: string) =>
  apiRequest('POST', `${user(id)}/export`, { body: { reason }, schema: MessageSchema });

export const deleteUserAccount = (id: string, reason: string) =>
  apiRequest('POST', `${user(id)}/delete`, { body: { reason }, schema: MessageSchema });

export function useAdminTickets(search: string) {
  return useQuery({
    queryKey: adminKeys.tickets(search),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/tickets${search}`, { schema: AdminTicketPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: string | null) {
  return useQuery({
    queryKey: adminKeys.ticket(id ?? ''),
    queryFn: ({ signal }) => apiRequest('GET', ticket(id ?? ''), { schema: AdminTicketSchema, signal }),
    enabled: Boolean(id),
  });
}

export const answerTicket = (id: string, body: { message: string; internal: boolean }) =>
  apiRequest('POST', `${ticket(id)}/messages`, { body, schema: AdminTicketSchema });
export const updateTicket = (
  id: string,
  body: { status?: 'open' | 'answered' | 'closed'; assigneeId?: string | null },
) => apiRequest('PATCH', ticket(id), { body, schema: AdminTicketSchema });

export function useAdminDesigns(search: string) {
  return useQuery({
    queryKey: ['admin', 'designs', search] as const,
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/designs${search}`, { schema: AdminDesignPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(search: string) {
  return useQuery({
    queryKey: adminKeys.audit(search),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/audit${search}`, { schema: AuditPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
