import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** Back (when there is a step before) and the step's own main action, at the bottom of every step. */
export function StepActions({ back, children }: { back: (() => void) | null; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
      {back ? (
        <Button variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {t('actions.back')}
        </Button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}
