import { Check, Syringe } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { routeById } from '../../../app/route-table';
import { useLandingTranslation } from '../lib/use-landing-translation';

/** The featured service: home nursing care, what a nurse does at home, and how to book one. */
export function NursingSection() {
  const { t } = useLandingTranslation();
  const acts: readonly string[] = t('nursing.acts', { returnObjects: true });
  return (
    <section id="soins-infirmiers" aria-labelledby="nursing-title" className="bg-secondary/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide text-primary uppercase">
            <Syringe aria-hidden="true" className="size-4" />
            {t('nursing.eyebrow')}
          </p>
          <h2 id="nursing-title" className="text-2xl font-bold sm:text-3xl">
            {t('nursing.title')}
          </h2>
          <p className="text-lg text-muted-foreground">{t('nursing.intro')}</p>
          <p className="text-sm text-muted-foreground">{t('nursing.prescriptionNote')}</p>
          <Button asChild size="lg" className="h-12 w-full text-base sm:w-auto">
            <Link to={routeById('appointmentType').path}>{t('nursing.cta')}</Link>
          </Button>
        </div>
        <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          <h3 className="mb-4 font-semibold">{t('nursing.listLabel')}</h3>
          <ul className="flex flex-col gap-3">
            {acts.map((act) => (
              <li key={act} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                <span>{act}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
