import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/availability.json';
import { useSession } from '../../auth/api/session';
import { useOwnAvailability } from '../api/availability';
import { AvailabilityForm } from './availability-form';
import { SlotsPreview } from './slots-preview';

registerCatalogues('availability', { fr, en: () => import('../../../locales/en/availability.json') });

/** `/dashboard-medecin/disponibilites`: weekly hours, exceptions, travel buffer and the next 7 days of free slots. */
export function AvailabilityPage() {
  const { t } = useTranslation('availability');
  const { t: tc } = useTranslation();
  const availability = useOwnAvailability();
  const session = useSession();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {availability.isPending && <Spinner label={tc('common.loading')} />}
          {availability.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
          {availability.isSuccess && <AvailabilityForm availability={availability.data} />}
        </div>
        <div className="lg:sticky lg:top-4">
          <SlotsPreview doctorId={session.data?.user.id} />
        </div>
      </div>
    </div>
  );
}
