import { BadgeCheck, Clock, ShieldCheck, Smartphone, Timer, type LucideIcon } from 'lucide-react';
import { useLandingTranslation } from '../lib/use-landing-translation';

const BENEFITS: readonly { id: 'arrival' | 'available' | 'vetted' | 'mobileMoney' | 'privacy'; icon: LucideIcon }[] = [
  { id: 'arrival', icon: Timer },
  { id: 'available', icon: Clock },
  { id: 'vetted', icon: BadgeCheck },
  { id: 'mobileMoney', icon: Smartphone },
  { id: 'privacy', icon: ShieldCheck },
];

export function BenefitsSection() {
  const { t, variables } = useLandingTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="benefits-title" className="text-2xl font-bold sm:text-3xl">
        {t('benefits.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {BENEFITS.map(({ id, icon: Icon }) => (
          <li key={id} className="flex gap-4 lg:flex-col lg:gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{t(`benefits.items.${id}.title`, variables)}</h3>
              <p className="text-sm text-muted-foreground">{t(`benefits.items.${id}.description`, variables)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
