import { CalendarCheck, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

const SERVICES = ['homeConsultation', 'nursing', 'teleconsultation', 'delivery', 'samples', 'followUp'] as const;

/** A first, honest landing: the offer and the two ways in. The full landing page comes later. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto flex max-w-4xl flex-col items-start gap-6 px-4 py-14 sm:px-6 sm:py-20">
          <p className="rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-sm">
            {t('landing.eyebrow')}
          </p>
          <h1 className="text-3xl leading-tight font-bold text-balance sm:text-5xl">{t('landing.title')}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('landing.subtitle')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/appointment-type">
                <CalendarCheck aria-hidden="true" />
                {t('landing.bookHomeVisit')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/patient/visioconsultations">
                <Video aria-hidden="true" />
                {t('landing.startTeleconsultation')}
              </Link>
            </Button>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>
              {t('landing.haveAccount')}{' '}
              <Link to="/connexion" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('common.signIn')}
              </Link>
            </span>
            <span>
              {t('landing.newHere')}{' '}
              <Link
                to="/connexion/patient/inscription"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('landing.createAccount')}
              </Link>
            </span>
          </p>
        </div>
      </section>
      <section aria-labelledby="services-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 id="services-title" className="mb-6 text-2xl font-semibold">
          {t('landing.servicesTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SERVICES.map((service) => (
            <li key={service} className="flex items-start gap-3 rounded-lg border bg-card p-4">
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
              <span>{t(`landing.services.${service}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
