import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { APP_CONFIG } from '../../lib/app-config';
import '../../lib/route-descriptions';
import './register-construction-catalogues';
import { HelpLine } from '../../components/help-line';
import { SPACE_HOME, type AppRoute } from '../route-table';

/**
 * The honest state of a screen that a later issue builds: its name, what it will offer, and the service's own number
 * as the way to get it meanwhile.
 */
export function UnderConstructionPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('construction');
  const isPublic = route.space === 'public';
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10 sm:py-16">
      <p className="inline-flex w-fit items-center gap-2 rounded-full bg-notice px-3 py-1 text-sm font-medium text-notice-foreground">
        <Construction aria-hidden="true" className="size-4" />
        {tc('badge')}
      </p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t(route.titleKey)}</h1>
      <p className="text-muted-foreground">{tc('intro')}</p>
      <p className="text-lg">{t(route.descriptionKey, { ns: 'routeDescriptions' })}</p>
      <HelpLine className="rounded-lg border bg-card p-4" intro={tc('meanwhile', { brand: APP_CONFIG.brandName })} />
      <Button asChild variant="outline" className="w-fit">
        <Link to={SPACE_HOME[route.space]}>{isPublic ? tc('backHome') : tc('backToSpace')}</Link>
      </Button>
    </section>
  );
}
