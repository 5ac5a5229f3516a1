import type { ProtocolKind } from '@sante/shared/protocol-schemas';

/** The catalogue each kind of versioned document speaks with (same keys, ADR 045). */
export const KIND_NAMESPACE = { protocol: 'protocols', procedure: 'procedures' } as const satisfies Record<
  ProtocolKind,
  string
>;
