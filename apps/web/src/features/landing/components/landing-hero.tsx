import { BOOKABLE_VISIT_KINDS } from '@sante/shared/availability-constants';
import { homePathFor } from '@sante/shared/roles';
import { CalendarClock, Clock, MapPin, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { formatWhen } from '../../../lib/format-when';
import { useHydrated } from '../../../lib/use-hydrated';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useNextFreeSlot } from '../api/next-free-slot';
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

/** "Premier créneau libre : demain 8 h": the real next slot of the first kind sold, once the browser has read it. */
function NextSlotClaim() {
  const { t } = useLandingTranslation();
  const { i18n } = useTranslation();
  const next = useNextFreeSlot(BOOKABLE_VISIT_KINDS[0]);
  if (!useHydrated() || !next.data) return null;
  return (
    <Claim icon={<CalendarClock aria-hidden="true" className="size-4 text-primary" />}>
      {t('hero.claims.nextSlot', { when: formatWhen(next.data, i18n.language) })}
    </Claim>
  );
}

/**
 * Sign in or sign up for a visitor; their own space for someone signed in. While the session is read, the
 * visitor's links, hidden on a device that knows a session is open (ADR 067).
 */
function AccountLinks() {
  const { t } = useLandingTranslation();
  const { t: tCommon } = useTranslation();
  const viewer = useViewer();
  const known = useHydrated() && viewer.status !== 'pending';
  const role = known && viewer.status === 'ready' ? viewer.user?.role : null;
  if (role) {
    return (
      <p className="min-h-5 text-sm">
        {t('hero.yourSpace')} <TextLink to={homePathFor(role)}>{t('hero.openSpace')}</TextLink>
      </p>
    );
  }
  return (
    <p className="flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-sm">
      <span data-visitor-only={known ? undefined : ''}>
        {t('hero.haveAccount')} <TextLink to="/connexion">{tCommon('common.signIn')}</TextLink>
      </span>
      <span data-visitor-only={known ? undefined : ''}>
        {t('hero.newHere')} <TextLink to="/connexion/patient/inscription">{t('hero.createAccount')}</TextLink>
      </span>
    </p>
  );
}

/**
 * The offer, the claims and the two main actions. Its title is the page's LCP. The arrival time is claimed only
 * when configured (`VITE_ARRIVAL_MINUTES`); otherwise the page shows the next real free slot.
 */
export function LandingHero() {
  const { t, variables } = useLandingTranslation();
  const arrivalClaimed = variables.arrivalMin !== null;
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto flex max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16">
        <div className="flex min-w-0 flex-col items-start gap-5">
          <p className="flex items-center gap-1.5 rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-sm">
            <MapPin aria-hidden="true" className="size-4" />
            {t('hero.eyebrow', variables)}
          </p>
          <h1 className="text-3xl leading-tight font-bold text-balance sm:text-5xl">
            {t(arrivalClaimed ? 'hero.title' : 'hero.titleScheduled', variables)}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <LandingActions />
          <ul aria-label={t('hero.claimsLabel')} className="flex flex-wrap gap-2">
            {arrivalClaimed && (
              <Claim icon={<Clock aria-hidden="true" className="size-4 text-primary" />}>
                {t('hero.claims.arrival', variables)}
              </Claim>
            )}
            <Claim icon={<MapPin aria-hidden="true" className="size-4 text-primary" />}>
              {t('hero.claims.cities', variables)}
            </Claim>
            {variables.rating !== null && (
              <Claim icon={<Star aria-hidden="true" className="size-4 fill-current text-notice-foreground" />}>
                {t('hero.claims.rating', variables)}
              </Claim>
            )}
            {!arrivalClaimed && <NextSlotClaim />}
          </ul>
          <AccountLinks />
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
