import { doualaToday } from '@sante/shared/calendar-date';
import { carerName } from '@sante/shared/carer-name';
import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';
import {
  BOOKING_ETA_EVENT,
  type BookingEtaResponse,
  type FieldMapResponse,
  type FieldVisit,
} from '@sante/shared/tracking-constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useBookingUpdates, useRealtimeEvent } from '../../../lib/realtime';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/field-map.json';
import { usePatchVisitEta, useFieldMap, useRefreshFieldMap } from '../api/field-map';
import { FieldMapView } from './field-map-view';
import type { FieldMarker } from './leaflet-field-map';
import { ReassignPanel } from './reassign-panel';

registerCatalogues('fieldMap', { fr, en: () => import('../../../locales/en/field-map.json') });

/** « 10 h 42 » in French (and its fallbacks), « 10:42 » in English, in Douala. */
function clockTime(iso: string, language: string): string {
  const [hour = '00', minute = '00'] = dateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .split(':');
  return language === 'en' ? `${hour}:${minute}` : `${Number(hour)} h ${minute}`;
}

type VisitState = 'late' | 'en_route' | 'started' | 'done' | 'planned';

function visitState(visit: FieldVisit): VisitState {
  if (visit.late) return 'late';
  if (visit.status === 'completed') return 'done';
  if (visit.trackingStep === 'doctor_en_route') return 'en_route';
  if (visit.trackingStep !== null) return 'started';
  return 'planned';
}

const ORDER: Record<VisitState, number> = { late: 0, en_route: 1, planned: 2, started: 3, done: 4 };
const TONE: Record<VisitState, string> = {
  late: 'bg-destructive/10 text-destructive',
  en_route: 'bg-notice/15 text-foreground',
  planned: 'bg-muted text-muted-foreground',
  started: 'bg-primary/10 text-primary',
  done: 'bg-muted text-muted-foreground',
};

function markersOf(data: FieldMapResponse, language: string, positionAt: string): FieldMarker[] {
  const carers: FieldMarker[] = data.carers.flatMap((carer) =>
    carer.position
      ? [
          {
            id: `carer-${carer.id}`,
            kind: carer.position.fresh ? 'carer' : 'carer_stale',
            latitude: carer.position.latitude,
            longitude: carer.position.longitude,
            title: carerName(carer, language),
            detail: `${positionAt} ${clockTime(carer.position.takenAt, language)}`,
          } satisfies FieldMarker,
        ]
      : [],
  );
  const visits: FieldMarker[] = data.visits.flatMap((visit) => {
    if (!visit.point) return [];
    const state = visitState(visit);
    return [
      {
        id: `visit-${visit.id}`,
        kind: state === 'late' ? 'visit_late' : state === 'en_route' ? 'visit_en_route' : 'visit',
        latitude: visit.point.latitude,
        longitude: visit.point.longitude,
        title: `${visit.reference} · ${clockTime(visit.startsAt, language)}`,
        detail: [visit.neighbourhood, visit.city].filter(Boolean).join(', '),
      } satisfies FieldMarker,
    ];
  });
  return [...visits, ...carers];
}

/**
 * `/admin/geolocalisation` (ADR 040): the carers on shift or en route and the day's home visits, on a Leaflet
 * map and in a list (the list first on a phone): ETA of each visit en route, late visits highlighted, and
 * « Réassigner » to the nearest free carer of the visit's city. Refreshed by each position and booking change.
 */
export function FieldMapPage() {
  const { t, i18n } = useTranslation('fieldMap');
  const { t: tc } = useTranslation();
  const map = useFieldMap();
  const refresh = useRefreshFieldMap();
  const patchEta = usePatchVisitEta();
  useRealtimeEvent<BookingEtaResponse>(BOOKING_ETA_EVENT, (message) => (message ? patchEta(message) : refresh()));
  useBookingUpdates(refresh);
  const [reassigning, setReassigning] = useState<string | null>(null);
  const data = map.data;
  const markers = useMemo(
    () => (data ? markersOf(data, i18n.language, t('list.positionAt')) : []),
    [data, i18n.language, t],
  );
  const visits = useMemo(
    () => [...(data?.visits ?? [])].sort((a, b) => ORDER[visitState(a)] - ORDER[visitState(b)]),
    [data],
  );
  const late = visits.filter((visit) => visit.late).length;
  const enRoute = visits.filter((visit) => visitState(visit) === 'en_route').length;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{tc('routes.adminGeolocation.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {map.isPending && <Spinner label={tc('common.loading')} />}
      {map.isError && !data && (
        <QueryError error={map.error} onRetry={() => void map.refetch()} retrying={map.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {data && (
        <>
          <p className="text-sm" aria-live="polite">
            {[
              t('summary.carers', { count: data.carers.length }),
              t('summary.visits', { count: visits.length }),
              t('summary.enRoute', { count: enRoute }),
              t('summary.late', { count: late }),
            ].join(' · ')}
          </p>
          <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="order-2 lg:order-1">
              <FieldMapView markers={markers} />
              <ul className="mt-2 flex flex-wrap gap-3 text-xs text-muted-foreground" aria-label={t('legend.label')}>
                {(['carer', 'visit', 'visit_en_route', 'visit_late'] as const).map((kind) => (
                  <li key={kind} className="flex items-center gap-1">
                    <span aria-hidden className={cn('inline-block size-3 rounded-full', LEGEND[kind])} />
                    {t(`legend.${kind}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="order-1 flex flex-col gap-4 lg:order-2">
              <section aria-labelledby="field-visits" className="flex flex-col gap-2">
                <h2 id="field-visits" className="font-semibold">
                  {t('list.visits')}
                </h2>
                {visits.length === 0 && <Alert>{t('list.noVisits')}</Alert>}
                <ul className="flex flex-col gap-2">
                  {visits.map((visit) => {
                    const state = visitState(visit);
                    const canReassign =
                      (visit.status === 'pending' || visit.status === 'confirmed') && visit.trackingStep === null;
                    return (
                      <li
                        key={visit.id}
                        aria-label={visit.reference}
                        className={cn(
                          'flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm',
                          state === 'late' && 'border-destructive',
                        )}
                      >
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-medium">
                            {doualaToday(new Date(visit.startsAt)) === doualaToday()
                              ? clockTime(visit.startsAt, i18n.language)
                              : formatDateTime(new Date(visit.startsAt), i18n.language)}{' '}
                            · <span className="font-mono">{visit.reference}</span>
                          </span>
                          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONE[state])}>
                            {t(`state.${state}`)}
                          </span>
                        </div>
                        <p className="text-muted-foreground">
                          {[visit.neighbourhood, visit.city].filter(Boolean).join(', ')}
                          {' · '}
                          {visit.carer ? carerName(visit.carer, i18n.language) : t('list.unassigned')}
                        </p>
                        {state === 'en_route' && (
                          <p className="font-medium">
                            {visit.etaMinutes === null
                              ? t('list.etaUnknown')
                              : t('list.eta', { count: visit.etaMinutes })}
                          </p>
                        )}
                        {canReassign && reassigning !== visit.id && (
                          <Button
                            size="sm"
                            variant={state === 'late' ? 'default' : 'outline'}
                            className="self-start"
                            onClick={() => setReassigning(visit.id)}
                          >
                            {t('reassign.open')}
                          </Button>
                        )}
                        {reassigning === visit.id && (
                          <div className="flex flex-col gap-2">
                            <ReassignPanel bookingId={visit.id} onDone={() => setReassigning(null)} />
                            <Button
                              size="sm"
                              variant="ghost"
                              className="self-start"
                              onClick={() => setReassigning(null)}
                            >
                              {t('reassign.close')}
                            </Button>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
              <section aria-labelledby="field-carers" className="flex flex-col gap-2">
                <h2 id="field-carers" className="font-semibold">
                  {t('list.carers')}
                </h2>
                {data.carers.length === 0 && <Alert>{t('list.noCarers')}</Alert>}
                <ul className="flex flex-col gap-2">
                  {data.carers.map((carer) => (
                    <li key={carer.id} className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm">
                      <span className="font-medium">{carerName(carer, i18n.language)}</span>
                      <span className="text-muted-foreground">
                        {carer.city} · {t(carer.onShift ? 'list.onShift' : 'list.enRouteOnly')}
                        {' · '}
                        {carer.position
                          ? `${t(carer.position.fresh ? 'list.positionAt' : 'list.stalePositionAt')} ${clockTime(carer.position.takenAt, i18n.language)}`
                          : t('list.noPosition')}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

const LEGEND = {
  carer: 'bg-[#0f766e]',
  visit: 'bg-[#1d4ed8]',
  visit_en_route: 'bg-[#b45309]',
  visit_late: 'bg-[#b91c1c]',
} as const;
