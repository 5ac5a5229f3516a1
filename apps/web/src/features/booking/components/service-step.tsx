import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { useServices } from '../api/bookings';
import { professionFor, servicesFor } from '../lib/service-kinds';
import { ChoiceCard } from './choice-card';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** Step 1: the service of the catalogue, with its duration and price. */
export function ServiceStep({ draft, update, next, back }: StepProps) {
  const { t, i18n } = useTranslation('booking');
  const services = useServices();

  if (services.isPending) return <Spinner label={t('loading')} className="py-8" />;
  if (services.isError)
    return <QueryError error={services.error} onRetry={() => void services.refetch()} retrying={services.isFetching} />;
  const choices = servicesFor(services.data, draft.kind);
  const current = services.data.find((service) => service.id === draft.serviceId);

  return (
    <section className="flex flex-col gap-3">
      {choices.length === 0 && <Alert>{t('service.none')}</Alert>}
      <ul className="flex flex-col gap-3">
        {choices.map((service) => (
          <li key={service.id}>
            <ChoiceCard
              selected={service.id === draft.serviceId}
              title={i18n.language === 'en' ? service.nameEn : service.nameFr}
              onSelect={() => {
                const sameCarer = current && professionFor(current.kind) === professionFor(service.kind);
                update(
                  sameCarer
                    ? { serviceId: service.id }
                    : { serviceId: service.id, doctorChosen: false, doctorId: null, startsAt: null },
                );
                next();
              }}
            >
              <span className="text-sm text-muted-foreground">
                {t('service.duration', { minutes: service.durationMinutes })} · {formatFcfa(service.priceXaf)}
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <StepActions back={back} />
    </section>
  );
}
