import { useTranslation } from 'react-i18next';
import './register-carer-suspended-catalogues';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useDoctorProfile } from '../../features/doctors/api/doctor-profile';
import { APP_CONFIG } from '../../lib/app-config';
import { HelpLine } from '../../components/help-line';

/**
 * What a suspended carer reads on their dashboard (ADR 051): the account is suspended and whom to contact. The
 * reason and staff's note are not shown: the team explains them in person.
 */
export function CarerSuspendedNotice() {
  const { t } = useTranslation('carerSuspended');
  const profile = useDoctorProfile();
  if (profile.data?.status !== 'suspended') return null;
  return (
    <Alert variant="destructive" className="flex flex-col gap-2">
      <strong className="font-semibold">{t('title')}</strong>
      <span className="text-foreground">{t('body', { brand: APP_CONFIG.brandName })}</span>
      <HelpLine className="text-foreground" intro={t('contact')} />
      <Link to="/dashboard-medecin/messagerie" className="min-h-11 content-center font-semibold text-primary underline">
        {t('write')}
      </Link>
    </Alert>
  );
}
