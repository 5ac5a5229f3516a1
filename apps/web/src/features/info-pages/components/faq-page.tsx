import { ChevronDown, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { APP_CONFIG } from '../../../lib/app-config';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import fr from '../../../locales/fr/faq.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { useInfoVariables } from '../lib/use-info-variables';

registerCatalogues('faq', { fr, en: () => import('../../../locales/en/faq.json') });

type FaqQuestion = {
  q: string;
  a: readonly string[];
  items?: readonly string[];
  emergencyNumbers?: boolean;
  privacyLink?: boolean;
};
type FaqGroup = { id: string; title: string; questions: readonly FaqQuestion[] };

/** Cameroon's public emergency numbers (from the configuration), one tap to call. */
function EmergencyNumbers() {
  const { t } = useTranslation('faq');
  const phone = APP_CONFIG.emergencyPhone;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-foreground">
      <p className="font-semibold">{t('emergencyTitle')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {SERVICE_CONFIG.publicEmergencyNumbers.map(({ service, number }) => (
          <li key={number}>
            <a
              href={`tel:${number}`}
              aria-label={t('emergencyCall', { number, service: t(`emergencyServices.${service}`) })}
              className="flex items-center gap-3 rounded-md border bg-card px-3 py-2 hover:bg-muted"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0 text-destructive" />
              <span className="text-lg font-bold tabular-nums">{number}</span>
              <span className="text-sm">{t(`emergencyServices.${service}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('emergencyAvailability')}</p>
      {phone && <p className="text-sm">{t('platformLine', { phone })}</p>}
    </div>
  );
}

/** `/faq`: questions grouped by topic, each a native <details> (works without JavaScript, keyboard and reader). */
export function FaqPage() {
  const { t } = useTranslation('faq');
  const variables = useInfoVariables();
  const groups: readonly FaqGroup[] = t('groups', { ...variables, returnObjects: true });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl">
          {t('routes.faq.title', { ns: 'common' })}
        </h1>
        <p className="text-lg text-muted-foreground">{t('intro')}</p>
      </header>
      <nav aria-labelledby="faq-toc-title" className="mb-10 rounded-lg border bg-card p-4 sm:p-5">
        <h2 id="faq-toc-title" className="mb-3 text-base font-semibold">
          {t('tocLabel')}
        </h2>
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full border px-3 py-1.5 text-primary hover:bg-muted"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-10">
        {groups.map((group) => (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-20">
            <h2 id={`${group.id}-title`} className="mb-3 text-xl font-semibold sm:text-2xl">
              {group.title}
            </h2>
            <div className="divide-y rounded-lg border bg-card">
              {group.questions.map((question) => (
                <details key={question.q} className="group">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-3 p-4 font-medium hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
                    <span>{question.q}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="flex flex-col gap-3 px-4 pb-4 leading-relaxed text-muted-foreground">
                    {question.a.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    {question.items && (
                      <ul className="list-disc space-y-1 pl-6 marker:text-primary">
                        {question.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                    {question.emergencyNumbers && <EmergencyNumbers />}
                    {question.privacyLink && <TextLink to="/politique-confidentialite">{t('privacyLink')}</TextLink>}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-10 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <span className="text-muted-foreground">{t('moreQuestions')}</span>
        <TextLink to="/manuel-utilisation">{t('routes.userManual.title', { ns: 'common' })}</TextLink>
        <TextLink to="/cgu">{t('routes.terms.title', { ns: 'common' })}</TextLink>
      </p>
    </article>
  );
}
