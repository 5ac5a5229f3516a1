import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import fr from '../../../locales/fr/dashboard.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import '../../../lib/route-descriptions';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { useViewer } from '../../auth/hooks/use-viewer';
import { fullName } from '../../auth/utils/full-name';
import { usePatientProfile } from '../../patient-profile/api/patient-profile';
import { UNREAD_LINK_BOX, UnreadMessagesLines } from '../../conversations/components/unread-messages-frame';
import { AppointmentsOverview } from './appointments-overview';
import { CompletionCard } from './completion-card';
import { DashboardCard } from './dashboard-card';
import { EmergencyServices } from './emergency-services';
import { HealthReminders } from './health-reminders';
import { QuickActions } from './quick-actions';

/** The unread messages, live, with the way to the messages (loaded after the dashboard, like the menus' badge). */
const UnreadMessagesLink = lazy(() =>
  import('../../conversations/components/unread-messages-link').then((m) => ({ default: m.UnreadMessagesLink })),
);

registerCatalogues('dashboard', { fr, en: () => import('../../../locales/en/dashboard.json') });

/** The unread-messages link's box and lines while its code loads (same size: nothing moves when it arrives). */
function UnreadMessagesPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={UNREAD_LINK_BOX}>
      <span aria-hidden="true" className="size-6 shrink-0" />
      <UnreadMessagesLines count={t('unreadOnDashboard.loading')} open={t('unreadOnDashboard.open')} />
    </div>
  );
}

/**
 * The profile's completion, loading or failed. The profile's answer re-renders this card and the reminders, not the
 * whole dashboard (issue #10, TBT).
 */
function ProfileCompletionCard() {
  const { t } = useTranslation('dashboard');
  const profile = usePatientProfile();
  if (profile.isSuccess) return <CompletionCard completion={profile.data.completion} />;
  return (
    <DashboardCard id="completion-title" title={t('completion.title')}>
      {profile.isError ? (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
          {t('completion.loadError')}
        </QueryError>
      ) : (
        <Spinner label={t('common.loading', { ns: 'common' })} />
      )}
    </DashboardCard>
  );
}

/** The reminders, with the profile's missing items once the profile has answered. */
function ProfileHealthReminders() {
  const profile = usePatientProfile();
  return <HealthReminders completion={profile.data?.completion ?? null} />;
}

/**
 * `/patient/dashboard`: greeting, profile completion, quick actions, unread messages, appointments, reminders,
 * emergencies.
 */
export function PatientDashboardPage() {
  const { t } = useTranslation('dashboard');
  const viewer = useViewer();
  const signOut = useSignOut();
  const user = viewer.status === 'ready' ? viewer.user : null;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">
            {t('dashboard.greeting', { ns: 'common', name: user ? fullName(user) : '' })}
          </h1>
          {/* The route's description: the same paragraph as the pre-rendered page shows while the session is checked. */}
          <p className="text-muted-foreground">{t('patientDashboard', { ns: 'routeDescriptions' })}</p>
        </div>
        <Button variant="outline" className="w-fit" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {t('common.signOut', { ns: 'common' })}
        </Button>
      </header>
      <QuickActions />
      {/* Its place is kept while it loads: the cards below do not move (issue #10, CLS). */}
      <Suspense fallback={<UnreadMessagesPlaceholder />}>
        <UnreadMessagesLink to="/patient/messages" />
      </Suspense>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <ProfileCompletionCard />
        <AppointmentsOverview />
        <ProfileHealthReminders />
        <EmergencyServices />
      </div>
    </div>
  );
}
