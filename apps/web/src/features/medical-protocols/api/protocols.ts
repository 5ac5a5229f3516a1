import type {
  ProtocolAdminSummary,
  ProtocolSummary,
  ProtocolVersion,
  TProtocolContentRequest,
} from '@sante/shared/protocol-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const protocolsKey = ['protocols'] as const;
const adminProtocolsKey = ['admin', 'protocols'] as const;

/** `GET /api/protocols?q`: the latest published version of each protocol (doctors). */
export function publishedProtocolsQueryOptions(q: string) {
  const query: Record<string, string> = q ? { q } : {};
  return queryOptions({
    queryKey: [...protocolsKey, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<{ protocols: ProtocolSummary[] }>('/protocols', { query, signal }).then((body) => body.protocols),
  });
}

export function usePublishedProtocols(q: string) {
  return useQuery({ ...publishedProtocolsQueryOptions(q), placeholderData: keepPreviousData });
}

/** `GET /api/protocols/{id}`: a protocol's latest published version. */
export function usePublishedProtocol(protocolId: string) {
  return useQuery({
    queryKey: [...protocolsKey, protocolId],
    queryFn: ({ signal }) =>
      apiRequest<{ protocol: ProtocolVersion }>(`/protocols/${protocolId}`, { signal }).then((body) => body.protocol),
    retry: false,
  });
}

/** `GET /api/admin/protocols`: every protocol with its newest version (staff). */
export function useAdminProtocols() {
  return useQuery({
    queryKey: adminProtocolsKey,
    queryFn: ({ signal }) =>
      apiRequest<{ protocols: ProtocolAdminSummary[] }>('/admin/protocols', { signal }).then((body) => body.protocols),
  });
}

/** What the staff form saves: a new protocol, a new version of one, or the draft it edits. */
export type ProtocolSaveTarget =
  { kind: 'newProtocol' } | { kind: 'newVersion'; protocolId: string } | { kind: 'draft'; versionId: string };

function saveRequest(target: ProtocolSaveTarget, input: TProtocolContentRequest) {
  switch (target.kind) {
    case 'newProtocol':
      return apiRequest<{ version: ProtocolVersion }>('/admin/protocols', { method: 'POST', body: input });
    case 'newVersion':
      return apiRequest<{ version: ProtocolVersion }>(`/admin/protocols/${target.protocolId}/versions`, {
        method: 'POST',
        body: input,
      });
    case 'draft':
      return apiRequest<{ version: ProtocolVersion }>(`/admin/protocols/versions/${target.versionId}`, {
        method: 'PUT',
        body: input,
      });
  }
}

async function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: adminProtocolsKey });
  await queryClient.invalidateQueries({ queryKey: protocolsKey });
}

/** Saves a draft: `POST /api/admin/protocols`, `POST .../{id}/versions` or `PUT .../versions/{versionId}`. */
export function useSaveProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: ProtocolSaveTarget; input: TProtocolContentRequest }) =>
      saveRequest(target, input).then((body) => body.version),
    onSettled: () => refresh(queryClient),
  });
}

/** `POST /api/admin/protocols/versions/{versionId}/publish`. */
export function usePublishProtocol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      apiRequest<{ version: ProtocolVersion }>(`/admin/protocols/versions/${versionId}/publish`, {
        method: 'POST',
      }).then((body) => body.version),
    onSettled: () => refresh(queryClient),
  });
}
