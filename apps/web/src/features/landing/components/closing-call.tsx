import { useLandingTranslation } from '../lib/use-landing-translation';
import { LandingActions } from './landing-actions';

/** The two actions again at the end of the page, for whoever read it all. */
export function ClosingCall() {
  const { t } = useLandingTranslation();
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border sm:p-10">
        <h2 id="closing-title" className="text-2xl font-bold sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="text-lg text-muted-foreground">{t('cta.text')}</p>
        <LandingActions />
      </div>
    </section>
  );
}
