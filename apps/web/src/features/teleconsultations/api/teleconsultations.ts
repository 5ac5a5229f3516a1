import type {
  IceServersResponse,
  ImmediateRequestListResponse,
  ImmediateRequestResponse,
  JoinTeleconsultationResponse,
  TeleconsultationListResponse,
  TeleconsultationResponse,
  TeleconsultationView,
} from '@sante/shared/teleconsultation-constants';
import type {
  TInviteGuestRequest,
  TQualityReport,
  TTeleconsultationListQuery,
  VideoGuestView,
} from '@sante/shared/teleconsultation-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { refreshLive } from '../../../lib/refresh-live';

export const teleconsultationsQueryKey = ['teleconsultations'] as const;

type Scope = NonNullable<TTeleconsultationListQuery['scope']>;

/** `GET /api/teleconsultations?scope=`: the caller's teleconsultations (scoped on the server). */
export function teleconsultationsQueryOptions(scope: Scope) {
  return queryOptions({
    queryKey: [...teleconsultationsQueryKey, 'list', scope] as const,
    queryFn: ({ signal }) =>
      apiRequest<TeleconsultationListResponse>('/teleconsultations', { query: { scope }, signal }).then(
        (body) => body.teleconsultations,
      ),
  });
}

export function useTeleconsultations(scope: Scope, pollMs: number | false = false) {
  return useQuery({ ...teleconsultationsQueryOptions(scope), refetchInterval: pollMs });
}

/** `GET /api/teleconsultations/{id}`. */
export function useTeleconsultation(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...teleconsultationsQueryKey, 'one', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<TeleconsultationResponse>(`/teleconsultations/${id}`, { signal }).then(
        (body) => body.teleconsultation,
      ),
    retry: false,
  });
}

/** Every teleconsultation query is read again (a pushed state change, a transition). */
export function useRefreshTeleconsultations() {
  const client = useQueryClient();
  return () => refreshLive(client, teleconsultationsQueryKey);
}

/** `POST /api/teleconsultations/{id}/join`: enters the waiting room and gets the ICE servers. */
export function useJoinTeleconsultation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<JoinTeleconsultationResponse>(`/teleconsultations/${id}/join`, { method: 'POST' }),
    onSuccess: (body) => client.setQueryData([...teleconsultationsQueryKey, 'one', id], body.teleconsultation),
  });
}

/** The call's transitions: the doctor admits and ends, the patient asks for a call-back. */
export function useCallTransition(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transition: 'admit' | 'end' | 'callback') =>
      apiRequest<TeleconsultationResponse>(`/teleconsultations/${id}/${transition}`, { method: 'POST' }).then(
        (body) => body.teleconsultation,
      ),
    onSuccess: (teleconsultation: TeleconsultationView) => {
      client.setQueryData([...teleconsultationsQueryKey, 'one', id], teleconsultation);
      void client.invalidateQueries({ queryKey: [...teleconsultationsQueryKey, 'list'] });
    },
  });
}

const immediateQueryKey = [...teleconsultationsQueryKey, 'immediate'] as const;

/** `GET /api/teleconsultations/immediate`: the immediate requests the caller may see (scoped on the server). */
export function useImmediateRequests(pollMs: number | false) {
  return useQuery({
    queryKey: immediateQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<ImmediateRequestListResponse>('/teleconsultations/immediate', { signal }).then(
        (body) => body.requests,
      ),
    refetchInterval: pollMs,
  });
}

/**
 * The immediate request's actions: the patient asks (or asks for a call-back), a doctor on duty accepts, staff
 * mark the call-back done.
 */
export function useImmediateAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { type: 'ask'; reason?: string } | { type: 'accept' | 'callback' | 'callback-done'; id: string },
    ) =>
      apiRequest<ImmediateRequestResponse>(
        action.type === 'ask'
          ? '/teleconsultations/immediate'
          : `/teleconsultations/immediate/${action.id}/${action.type}`,
        { method: 'POST', body: action.type === 'ask' ? { reason: action.reason } : {} },
      ).then((body) => body.request),
    onSettled: () => void client.invalidateQueries({ queryKey: teleconsultationsQueryKey }),
  });
}

/** `POST /api/teleconsultations/{id}/quality`: this participant's summary of the call (ADR 047), fire and forget. */
export function sendQualityReport(id: string, report: TQualityReport): void {
  void apiRequest(`/teleconsultations/${id}/quality`, { method: 'POST', body: report }).catch(() => undefined);
}

/** Apart from the consultations' keys: a call that ends reads them again, while its guests are gone with it. */
const guestsQueryKey = (id: string) => ['teleconsultation-guests', id] as const;

/** `GET /api/teleconsultations/{id}/guests`: the guests of the room (its patient and doctor only, ADR 052). */
export function useGuests(id: string) {
  return useQuery({
    queryKey: guestsQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<{ guests: VideoGuestView[] }>(`/teleconsultations/${id}/guests`, { signal }).then(
        (body) => body.guests,
      ),
  });
}

/** The guests' list is read again (a pushed `video:guests`). */
export function useRefreshGuests(id: string) {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: guestsQueryKey(id) }), [client, id]);
}

/** The doctor invites a guest (the link leaves by message) or removes one (their connection closes). */
export function useGuestAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { type: 'invite'; guest: TInviteGuestRequest } | { type: 'remove'; guestId: string }) =>
      action.type === 'invite'
        ? apiRequest(`/teleconsultations/${id}/guests`, { method: 'POST', body: action.guest })
        : apiRequest(`/teleconsultations/${id}/guests/${action.guestId}/remove`, { method: 'POST' }),
    onSettled: () => void client.invalidateQueries({ queryKey: guestsQueryKey(id) }),
  });
}

/** What opening an invitation link gives the guest's browser: the consultation and a room key for it only. */
export type GuestPass = { consultationId: string; roomKey: string; guest: VideoGuestView };

/** `POST /api/teleconsultations/guest-links/redeem`: spends the link (once, within 30 minutes). */
export function redeemGuestLink(token: string): Promise<GuestPass> {
  return apiRequest<GuestPass>('/teleconsultations/guest-links/redeem', { method: 'POST', body: { token } });
}

/** `GET /api/teleconsultations/{id}/guest-ice-servers`: the guest's TURN credentials (their room key, no account). */
export function guestIceServers(pass: GuestPass): Promise<IceServersResponse> {
  return apiRequest<IceServersResponse>(`/teleconsultations/${pass.consultationId}/guest-ice-servers`, {
    headers: { 'x-room-key': pass.roomKey },
  });
}
