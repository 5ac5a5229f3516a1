import { ZProtocolContentRequestSchema } from '@sante/shared/protocol-schemas';
import type { Operation } from '../openapi/operation';

/** Medical protocols (ADR 037): doctors read the published versions, staff write drafts and publish. */
export const PROTOCOL_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/protocols',
    summary: 'The latest published version of each protocol, by condition: {protocols}',
    tag: 'protocols',
    auth: 'doctor',
    query: { q: 'condition or population' },
  },
  {
    method: 'get',
    path: '/api/protocols/{protocolId}',
    summary: "A protocol's latest published version (404 while it has none): {protocol}",
    tag: 'protocols',
    auth: 'doctor',
  },
  {
    method: 'get',
    path: '/api/admin/protocols',
    summary: 'Every protocol with its newest version and its published version number: {protocols}',
    tag: 'protocols',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/protocols/{protocolId}/versions',
    summary: 'Every version of a protocol, newest first: {versions}',
    tag: 'protocols',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/protocols',
    summary: 'A new protocol: its version 1 as a draft (protocols.manage): {version}',
    tag: 'protocols',
    auth: 'staff',
    body: ZProtocolContentRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/admin/protocols/{protocolId}/versions',
    summary: 'A new draft version (409 protocol_draft_exists while a draft is open): {version}',
    tag: 'protocols',
    auth: 'staff',
    body: ZProtocolContentRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/admin/protocols/versions/{versionId}',
    summary: 'Replace a draft (409 protocol_version_published: a published version is never edited): {version}',
    tag: 'protocols',
    auth: 'staff',
    body: ZProtocolContentRequestSchema,
  },
  {
    method: 'post',
    path: '/api/admin/protocols/versions/{versionId}/publish',
    summary: 'Publish a draft: doctors see it in place of the previous version: {version}',
    tag: 'protocols',
    auth: 'staff',
  },
];
