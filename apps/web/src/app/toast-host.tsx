import { UI } from '@sante/shared/constants';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToastRequests, toastsRequested } from '../lib/notify';
import { getResolvedTheme, subscribeTheme } from '../lib/theme';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Section 9: toasts stay 4.5 s, at most 3 visible. Mounted with the first toast; its labels are translated. */
export function ToastHost() {
  const { t } = useTranslation();
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  const theme = useSyncExternalStore(subscribeTheme, getResolvedTheme, () => 'light' as const);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        visibleToasts={UI.toastMaxVisible}
        duration={UI.toastDurationMs}
        theme={theme}
        richColors
        closeButton
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </Suspense>
  );
}
