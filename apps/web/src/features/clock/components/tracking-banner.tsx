import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBookingUpdates } from '../../../lib/realtime';
import { refreshLive } from '../../../lib/refresh-live';
import { trackingStateQueryOptions } from '../api/clock';
import { usePositionSender } from '../lib/use-position-sender';
import './register-clock-catalogues';

/**
 * On every screen of the carer's space (ADR 040): while clocked in or en route to a visit, the phone sends its
 * position and this banner says so, why, and how to stop it. Off shift it shows nothing and reads no position.
 */
export function TrackingBanner() {
  const { t } = useTranslation('clock');
  const queryClient = useQueryClient();
  const state = useQuery(trackingStateQueryOptions());
  const refresh = () => void refreshLive(queryClient, trackingStateQueryOptions().queryKey);
  useBookingUpdates(refresh);
  const active = state.data?.active ?? false;
  usePositionSender(active, refresh);
  if (!active || !state.data) return null;
  const reasons = state.data.reasons;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm"
    >
      <Navigation aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t(reasons.includes('en_route') ? 'tracking.onEnRoute' : 'tracking.onShift')}</p>
        <p>
          {t('tracking.howToStop')}{' '}
          <Link to="/dashboard-medecin/badgeage" className="font-medium text-primary underline">
            {t('tracking.clockOut')}
          </Link>
        </p>
      </div>
    </div>
  );
}
