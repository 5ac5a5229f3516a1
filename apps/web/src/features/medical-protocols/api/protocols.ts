import type {
  ProcedureAcknowledgements,
  ProcedureReading,
  ProcedureSummary,
  ProtocolAdminSummary,
  ProtocolKind,
  ProtocolSummary,
  ProtocolVersion,
  TProtocolContentRequest,
} from '@sante/shared/protocol-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const protocolsKey = ['protocols'] as const;
const proceduresKey = ['procedures'] as const;
const adminKey = (kind: ProtocolKind) => ['admin', kind] as const;

/** The staff API of each kind of versioned document (ADR 045). */
const ADMIN_PATH: Record<ProtocolKind, string> = { protocol: '/admin/protocols', procedure: '/admin/procedures' };

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

/** `GET /api/admin/protocols` (or `/procedures`): every protocol with its newest version (staff). */
export function useAdminProtocols(kind: ProtocolKind) {
  return useQuery({
    queryKey: adminKey(kind),
    queryFn: ({ signal }) =>
      apiRequest<{ protocols: ProtocolAdminSummary[] }>(ADMIN_PATH[kind], { signal }).then((body) => body.protocols),
  });
}

/** What the staff form saves: a new protocol, a new version of one, or the draft it edits. */
export type ProtocolSaveTarget =
  { kind: 'newProtocol' } | { kind: 'newVersion'; protocolId: string } | { kind: 'draft'; versionId: string };

function saveRequest(path: string, target: ProtocolSaveTarget, input: TProtocolContentRequest) {
  switch (target.kind) {
    case 'newProtocol':
      return apiRequest<{ version: ProtocolVersion }>(path, { method: 'POST', body: input });
    case 'newVersion':
      return apiRequest<{ version: ProtocolVersion }>(`${path}/${target.protocolId}/versions`, {
        method: 'POST',
        body: input,
      });
    case 'draft':
      return apiRequest<{ version: ProtocolVersion }>(`${path}/versions/${target.versionId}`, {
        method: 'PUT',
        body: input,
      });
  }
}

async function refresh(queryClient: ReturnType<typeof useQueryClient>, kind: ProtocolKind) {
  await queryClient.invalidateQueries({ queryKey: adminKey(kind) });
  await queryClient.invalidateQueries({ queryKey: kind === 'protocol' ? protocolsKey : proceduresKey });
}

/** Saves a draft: `POST /api/admin/protocols`, `POST .../{id}/versions` or `PUT .../versions/{versionId}`. */
export function useSaveProtocol(kind: ProtocolKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: ProtocolSaveTarget; input: TProtocolContentRequest }) =>
      saveRequest(ADMIN_PATH[kind], target, input).then((body) => body.version),
    onSettled: () => refresh(queryClient, kind),
  });
}

/** `POST /api/admin/protocols/versions/{versionId}/publish` (or `/procedures/...`). */
export function usePublishProtocol(kind: ProtocolKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      apiRequest<{ version: ProtocolVersion }>(`${ADMIN_PATH[kind]}/versions/${versionId}/publish`, {
        method: 'POST',
      }).then((body) => body.version),
    onSettled: () => refresh(queryClient, kind),
  });
}

/** `GET /api/procedures`: the manual, with the carer's « lu et compris » of each current version. */
export function useProcedures() {
  return useQuery({
    queryKey: proceduresKey,
    queryFn: ({ signal }) =>
      apiRequest<{ procedures: ProcedureSummary[] }>('/procedures', { signal }).then((body) => body.procedures),
  });
}

/** `GET /api/procedures/{id}`: a procedure's current version and the carer's acknowledgement of it. */
export function useProcedure(protocolId: string) {
  return useQuery({
    queryKey: [...proceduresKey, protocolId],
    queryFn: ({ signal }) => apiRequest<ProcedureReading>(`/procedures/${protocolId}`, { signal }),
    retry: false,
  });
}

/** `POST /api/procedures/versions/{versionId}/acknowledge`: « lu et compris ». */
export function useAcknowledgeProcedure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      apiRequest<{ acknowledgedAt: string }>(`/procedures/versions/${versionId}/acknowledge`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proceduresKey }),
  });
}

/** `GET /api/admin/procedures/{id}/acknowledgements`: which active carers have read the published version (staff). */
export function useProcedureAcknowledgements(protocolId: string) {
  return useQuery({
    queryKey: [...adminKey('procedure'), protocolId, 'acknowledgements'],
    queryFn: ({ signal }) =>
      apiRequest<ProcedureAcknowledgements>(`/admin/procedures/${protocolId}/acknowledgements`, { signal }),
  });
}
