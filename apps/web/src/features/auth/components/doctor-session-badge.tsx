import { SESSION } from '@sante/shared/constants';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../../../components/ui/tooltip';
import { formatDateTime } from '../../../lib/format';
import { useDoctorSession } from '../hooks/use-doctor-session';

/** Doctor space header: until when the 24-hour doctor session lasts. */
export function DoctorSessionBadge() {
  const { t, i18n } = useTranslation();
  const session = useDoctorSession();
  if (!session) return null;
  const endsAt = new Date(Date.parse(session.loginTime) + SESSION.doctorLifetimeMs);
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className="hidden items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground md:inline-flex"
          >
            <Clock aria-hidden="true" className="size-3.5" />
            {t('auth.doctorSession.until', { time: formatDateTime(endsAt, i18n.language) })}
          </button>
        </TooltipTrigger>
        <TooltipContent>{t('auth.doctorSession.explanation')}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
