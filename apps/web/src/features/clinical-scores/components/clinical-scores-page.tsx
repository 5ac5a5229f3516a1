import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CALCULATORS } from '@sante/shared/clinical-scores/calculator-definitions';
import { CALCULATOR_IDS, type CalculatorId } from '@sante/shared/clinical-scores/calculator-types';
import { myPatientsQueryOptions } from '../../clinic/api/clinic';
import { CalculatorForm } from './calculator-form';
import './register-scores-catalogue';
import type { OpenPatient } from './save-score-button';
import { scoreText } from './score-text';

const GrowthCalculator = lazy(() => import('./growth-calculator').then((m) => ({ default: m.GrowthCalculator })));

const PATH = '/dashboard-medecin/calculs-scores';

function isCalculatorId(value: string | null): value is CalculatorId {
  return (CALCULATOR_IDS as readonly (string | null)[]).includes(value);
}

/**
 * The patient the doctor came from (`?patient=<id>`, from the record), if in their care now: the list of my
 * patients is scoped by the server, so an id outside it opens no save button.
 */
function useOpenPatient(patientId: string | null): OpenPatient | null {
  const patients = useQuery({ ...myPatientsQueryOptions(''), enabled: patientId !== null });
  const found = patientId ? patients.data?.find((entry) => entry.id === patientId) : undefined;
  return found ? { id: found.id, name: `${found.firstName} ${found.lastName}` } : null;
}

/**
 * `/dashboard-medecin/calculs-scores`: the calculators, one at a time (`?calcul=<id>`). On a phone the list and the
 * open calculator take turns; from the `lg` breakpoint the list stays beside it. Opened from a patient's record
 * (`?patient=<id>`), a result can be saved into it (ADR 050).
 */
export function ClinicalScoresPage() {
  const { t } = useTranslation('scores');
  const [params] = useSearchParams();
  const requested = params.get('calcul');
  const open = isCalculatorId(requested) ? requested : null;
  const patientId = params.get('patient');
  const patient = useOpenPatient(patientId);
  const withPatient = (query: string) => (patientId ? `${query}${query ? '&' : '?'}patient=${patientId}` : query);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {patient && <Alert>{t('save.forPatient', { name: patient.name })}</Alert>}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t('listLabel')} className={cn(open && 'hidden lg:block')}>
          <ul className="flex flex-col gap-2">
            {CALCULATOR_IDS.map((id) => (
              <li key={id}>
                <Link
                  to={`${PATH}${withPatient(`?calcul=${id}`)}`}
                  aria-current={id === open ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2 text-sm hover:bg-accent',
                    id === open && 'border-primary bg-accent font-medium',
                  )}
                >
                  <span className="flex flex-col">
                    <span className="font-medium">{scoreText(t, `calculators.${id}.name`)}</span>
                    <span className="text-xs text-muted-foreground">{scoreText(t, `calculators.${id}.summary`)}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {open ? (
          <div className="flex min-w-0 flex-col gap-3">
            <Link
              to={`${PATH}${withPatient('')}`}
              className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline lg:hidden"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('back')}
            </Link>
            {open === 'growth' ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <GrowthCalculator patient={patient} />
              </Suspense>
            ) : (
              <CalculatorForm key={open} definition={CALCULATORS[open]} patient={patient} />
            )}
          </div>
        ) : (
          <p className="hidden text-sm text-muted-foreground lg:block">{t('choose')}</p>
        )}
      </div>
    </div>
  );
}
