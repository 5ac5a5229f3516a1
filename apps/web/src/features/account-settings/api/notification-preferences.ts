import type { NotificationPreferencesResponse, TNotificationPreferencesRequest } from '@sante/shared/account-schemas';
import type { NotificationPreferences } from '@sante/shared/notification-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const preferencesQueryKey = ['account', 'notification-preferences'] as const;

/** `GET /api/account/notification-preferences`: every kind and channel, defaults filled in. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<NotificationPreferencesResponse>('/account/notification-preferences', { signal }).then(
        (body) => body.preferences,
      ),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** `PUT /api/account/notification-preferences` */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TNotificationPreferencesRequest) =>
      apiRequest<NotificationPreferencesResponse>('/account/notification-preferences', { method: 'PUT', body }).then(
        (response) => response.preferences,
      ),
    onSuccess: (preferences: NotificationPreferences) => queryClient.setQueryData(preferencesQueryKey, preferences),
  });
}
