import { Clock, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { useLandingTranslation } from '../lib/use-landing-translation';
import { LandingActions } from './landing-actions';

function Claim({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium shadow-sm">
      {icon}
      {children}
    </li>
  );
}

/** A house with a cross: drawn in CSS-sized SVG, no image to download. */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className="hidden size-64 shrink-0 text-primary lg:block">
      <circle cx="100" cy="100" r="96" className="fill-secondary" />
      <path
        d="M40 98 100 46l60 52v62a6 6 0 0 1-6 6H46a6 6 0 0 1-6-6z"
        className="fill-card stroke-current"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path d="M90 88h20v20h20v20h-20v20H90v-20H70v-20h20z" className="fill-current" />
      <path
        d="M24 104 100 38l76 66"
        fill="none"
        className="stroke-current"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The offer, the claims (from the configuration) and the two main actions. Its title is the page's LCP. */
export function LandingHero() {
  const { t, variables } = useLandingTranslation();
  const { t: tCommon } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto flex max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16">
        <div className="flex min-w-0 flex-col items-start gap-5">
          <p className="flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-sm">
            <MapPin aria-hidden="true" className="size-4" />
            {t('hero.eyebrow', variables)}
          </p>
          <h1 className="text-3xl leading-tight font-bold text-balance sm:text-5xl">{t('hero.title', variables)}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <LandingActions />
          <ul aria-label={t('hero.claimsLabel')} className="flex flex-wrap gap-2">
            <Claim icon={<Clock aria-hidden="true" className="size-4 text-primary" />}>
              {t('hero.claims.arrival', variables)}
            </Claim>
            <Claim icon={<MapPin aria-hidden="true" className="size-4 text-primary" />}>
              {t('hero.claims.cities', variables)}
            </Claim>
            {variables.rating !== null && (
              <Claim icon={<Star aria-hidden="true" className="size-4 fill-current text-notice-foreground" />}>
                {t('hero.claims.rating', variables)}
              </Claim>
            )}
          </ul>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span>
              {t('hero.haveAccount')} <TextLink to="/connexion">{tCommon('common.signIn')}</TextLink>
            </span>
            <span>
              {t('hero.newHere')} <TextLink to="/connexion/patient/inscription">{t('hero.createAccount')}</TextLink>
            </span>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
