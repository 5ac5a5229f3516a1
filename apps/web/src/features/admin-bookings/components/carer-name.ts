import type { Profession } from '@sante/shared/doctor-constants';
import { useTranslation } from 'react-i18next';

/** A carer titled by profession: "Dr Solange Ekane", "Infirmière Awa Ngono" (never "Dr" for a nurse). */
export function useCarerName() {
  const { t } = useTranslation('admin');
  return (carer: { firstName: string; lastName: string; profession: Profession }) =>
    t(`carers.${carer.profession}`, { firstName: carer.firstName, lastName: carer.lastName });
}
