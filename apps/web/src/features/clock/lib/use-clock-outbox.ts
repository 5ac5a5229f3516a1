import type { ClockEventView } from '@sante/shared/clock-constants';
import type { TClockEventRequest } from '@sante/shared/clock-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isRetryableError } from '../../../lib/api-client';
import { postClockEvent, useInvalidateClockToday } from '../api/clock';
import {
  forgetPendingClockEvent,
  keepPendingClockEvent,
  listPendingClockEvents,
  type PendingClockEvent,
} from './clock-outbox';

/** What became of a clock event: the server has it, or it waits on the phone for the network. */
export type ClockSendResult = { status: 'sent'; event: ClockEventView } | { status: 'queued' };

/**
 * Sends clock events, or keeps them on the phone when there is no network (ADR 036): they leave, flagged
 * `sentLater`, as soon as the browser is back online or the page opens again. An event the server refuses
 * (4xx: it can never pass) leaves the queue and comes back as `refused` (the page says why).
 */
export function useClockOutbox() {
  const [pending, setPending] = useState<PendingClockEvent[]>([]);
  const [refused, setRefused] = useState<unknown>(null);
  const invalidate = useInvalidateClockToday();
  const flushing = useRef(false);

  const refresh = useCallback(async () => setPending(await listPendingClockEvents()), []);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    let sent = 0;
    try {
      for (const event of await listPendingClockEvents()) {
        try {
          await postClockEvent({ ...event, sentLater: true });
        } catch (error) {
          if (isRetryableError(error)) break;
          setRefused(error);
        }
        await forgetPendingClockEvent(event.clientId);
        sent += 1;
      }
    } finally {
      flushing.current = false;
      await refresh();
      if (sent > 0) await invalidate();
    }
  }, [invalidate, refresh]);

  useEffect(() => {
    void listPendingClockEvents().then((all) => {
      setPending(all);
      return flush();
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, refresh]);

  const send = useCallback(
    async (event: TClockEventRequest & { clientId: string; deviceAt: string }): Promise<ClockSendResult> => {
      const queue = async (): Promise<ClockSendResult> => {
        await keepPendingClockEvent(event);
        await refresh();
        return { status: 'queued' };
      };
      if (!navigator.onLine) return queue();
      try {
        const recorded = await postClockEvent(event);
        await invalidate();
        return { status: 'sent', event: recorded };
      } catch (error) {
        if (isRetryableError(error)) return queue();
        throw error;
      }
    },
    [invalidate, refresh],
  );

  return { pending, refused, send };
}
