import { doualaToday } from '@sante/shared/calendar-date';
import {
  INBOX_FILTERS,
  type ConversationSummary,
  type InboxFilter,
  type NextBooking,
  type Presence,
} from '@sante/shared/conversation-constants';
import type { TStartConversationRequest } from '@sante/shared/conversation-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/i18n';
import { useSession } from '../../auth/api/session';
import { vaccinationPeopleQueryOptions } from '../../vaccination/api/vaccinations';
import { conversationsQueryKey, useConversation, useConversations, useStartConversation } from '../api/conversations';
import { CHANNEL_EVENTS, conversationChannel } from '../lib/conversation-channel';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import './register-conversation-catalogues';

export type MessagesSpace = 'patient' | 'doctor' | 'admin';

const PATHS: Record<MessagesSpace, string> = {
  patient: '/patient/messages',
  doctor: '/dashboard-medecin/messagerie',
  admin: '/admin/messagerie',
};

/** The doctor's planning on the day of the visit. */
const doctorBookingPath = (booking: NextBooking) =>
  `/dashboard-medecin/planning?vue=jour&date=${doualaToday(new Date(booking.startsAt))}`;

/**
 * `?carer=` (patient, with `&dependant=` for a thread about one of their children), `?patient=` (carer) or
 * `?doctor=` (staff): a thread to open, from a card's « Écrire ».
 */
function startRequestOf(params: URLSearchParams, space: MessagesSpace): TStartConversationRequest | null {
  const carer = params.get('carer');
  const patient = params.get('patient');
  const doctor = params.get('doctor');
  const dependentId = params.get('dependant') ?? undefined;
  if (space === 'patient' && carer) return { with: 'carer', carerId: carer, dependentId };
  if (space === 'doctor' && patient) return { with: 'patient', patientId: patient };
  if (space === 'admin' && doctor) return { with: 'doctor', doctorId: doctor };
  return null;
}

/**
 * `/patient/messages`, `/dashboard-medecin/messagerie`, `/admin/messagerie` (issue #11 §3): the conversations, and the
 * one open (`?conversation=`). On a phone one or the other fills the screen; the list, unread counts and presence
 * follow the pushes.
 */
export function MessagesPage({ space }: { space: MessagesSpace }) {
  const { t } = useTranslation('conversations');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const userId = useSession().data?.user.id ?? null;
  const filter =
    INBOX_FILTERS.find((value) => value === params.get('vue')) ?? (space === 'admin' ? 'unassigned' : 'all');
  const [search, setSearch] = useState('');
  const list = useConversations(filter, search);
  const selectedId = params.get('conversation');
  const fromList = list.data?.find((conversation) => conversation.id === selectedId) ?? null;
  const single = useConversation(selectedId && !fromList ? selectedId : null);
  const selected: ConversationSummary | null = fromList ?? single.data ?? null;
  const presence = useLivePresence();
  const start = useStartConversation();
  const startRequest = startRequestOf(params, space);
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = startRequest ? JSON.stringify(startRequest) : null;
    if (!startRequest || started.current === key) return;
    started.current = key;
    start.mutate(startRequest, {
      onSuccess: (conversationId) => setParams({ conversation: conversationId }, { replace: true }),
    });
  }, [startRequest, start, setParams]);

  const select = (conversationId: string | null) => {
    const next = new URLSearchParams(params);
    if (conversationId) next.set('conversation', conversationId);
    else next.delete('conversation');
    setParams(next);
  };
  const startWithTeam = (dependentId?: string) =>
    start.mutate({ with: 'team', dependentId }, { onSuccess: (conversationId) => select(conversationId) });
  // A patient may also write about one of their children (ADR 048): the people of their vaccination card.
  const children = useQuery({ ...vaccinationPeopleQueryOptions(), enabled: space === 'patient' }).data?.filter(
    (person) => person.dependentId !== null,
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-3">
      <header className={cn('flex flex-col gap-1', selectedId && 'max-lg:hidden')}>
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">
          {space === 'patient' ? t('description') : space === 'doctor' ? t('doctorDescription') : t('adminDescription')}
        </p>
      </header>
      {start.isError && (
        <Alert variant="destructive">
          {errorMessage(tc, start.error)}
        </Alert>
      )}
      <div className="flex h-[calc(100dvh-9rem)] min-h-[22rem] gap-3 lg:h-[calc(100dvh-14rem)]">
        <div className={cn('flex w-full flex-col gap-2 lg:w-80 lg:shrink-0', selectedId && 'max-lg:hidden')}>
          {space !== 'admin' && (
            <Button variant="outline" onClick={() => startWithTeam()} disabled={start.isPending}>
              {t('writeToTeam')}
            </Button>
          )}
          {children?.map((child) => (
            <Button
              key={child.dependentId}
              variant="ghost"
              size="sm"
              onClick={() => startWithTeam(child.dependentId ?? undefined)}
              disabled={start.isPending}
            >
              {t('writeToTeamAbout', { name: child.firstName })}
            </Button>
          ))}
          {space === 'admin' && (
            <InboxControls
              filter={filter}
              onFilter={(value) => setParams(value === 'unassigned' ? {} : { vue: value }, { replace: true })}
              search={search}
              onSearch={setSearch}
            />
          )}
          {list.isPending && <Spinner label={t('loading')} />}
          {list.isError && (
            <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching}>
              {t('loadError')}
            </QueryError>
          )}
          {list.isSuccess && list.data.length === 0 && <Alert>{t('empty')}</Alert>}
          {list.isSuccess && (
            <ConversationList conversations={list.data} selectedId={selectedId} presence={presence} onSelect={select} />
          )}
        </div>
        <div className={cn('flex min-w-0 flex-1 flex-col', !selectedId && 'max-lg:hidden')}>
          {selected && userId ? (
            <ConversationView
              key={selected.id}
              conversation={selected}
              userId={userId}
              presence={selected.presence ? (presence.get(selected.presence.userId) ?? selected.presence) : null}
              backTo={PATHS[space]}
              bookingPath={space === 'doctor' ? doctorBookingPath : undefined}
            />
          ) : selectedId && single.isPending ? (
            <Spinner label={t('loading')} />
          ) : (
            <p className="m-auto text-sm text-muted-foreground">{t('choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Presence pushed while the page is open (the list's own answer is the starting point); the list kept fresh. */
function useLivePresence(): Map<string, Presence> {
  const [presence, setPresence] = useState(() => new Map<string, Presence>());
  const queryClient = useQueryClient();
  useEffect(() => {
    const release = conversationChannel.hold();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }), 300);
    };
    const offs = [
      conversationChannel.on(CHANNEL_EVENTS.presence, (payload) => {
        const update = payload as Presence;
        setPresence((current) => new Map(current).set(update.userId, update));
      }),
      conversationChannel.on(CHANNEL_EVENTS.message, refresh),
      conversationChannel.on(CHANNEL_EVENTS.updated, refresh),
      conversationChannel.on(CHANNEL_EVENTS.receipt, refresh),
      conversationChannel.on(CHANNEL_EVENTS.reconnected, refresh),
    ];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
      release();
    };
  }, [queryClient]);
  return presence;
}

type InboxControlsProps = {
  filter: InboxFilter;
  onFilter: (filter: InboxFilter) => void;
  search: string;
  onSearch: (value: string) => void;
};

/** Staff: unassigned / mine / all, and the search by patient name, phone or booking reference. */
function InboxControls({ filter, onFilter, search, onSearch }: InboxControlsProps) {
  const { t } = useTranslation('conversations');
  return (
    <div className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('inbox.filterLegend')}</legend>
        {INBOX_FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === filter ? 'default' : 'outline'}
            aria-pressed={value === filter}
            onClick={() => onFilter(value)}
          >
            {t(`inbox.filters.${value}`)}
          </Button>
        ))}
      </fieldset>
      <input
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('inbox.search')}
        aria-label={t('inbox.search')}
        className="min-h-11 rounded-md border border-input bg-background px-3 text-base"
      />
    </div>
  );
}
