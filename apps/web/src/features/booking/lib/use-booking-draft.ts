import type { VisitKind } from '@sante/shared/availability-constants';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { emptyDraft, readDraft, subscribeToDraft, writeDraft, type BookingDraft } from './booking-draft';

/** The stored draft; null on the server and while hydrating (the pre-rendered page and the first render agree). */
export function useStoredDraft(): BookingDraft | null {
  return useSyncExternalStore(subscribeToDraft, readDraft, () => null);
}

/**
 * The booking in progress for a kind of visit (any kind when null). A missing draft, or one of another kind,
 * is started afresh; until then, null.
 */
export function useBookingDraft(kind: VisitKind | null) {
  const stored = useStoredDraft();
  const matches = stored !== null && (kind === null || stored.kind === kind);

  // Read the storage itself, not the render's snapshot: while a pre-rendered page hydrates, the snapshot is the
  // server's (no draft), and a draft kept in a closed tab must not be replaced by an empty one.
  useEffect(() => {
    const current = readDraft();
    if (current === null || (kind !== null && current.kind !== kind)) writeDraft(emptyDraft(kind ?? 'home_visit'));
  }, [kind, matches]);

  const update = useCallback((change: Partial<BookingDraft>) => {
    const current = readDraft();
    if (current) writeDraft({ ...current, ...change });
  }, []);

  return { draft: matches ? stored : null, update };
}
