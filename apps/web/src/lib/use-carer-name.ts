import { carerName, type NamedCarer } from '@sante/shared/carer-name';
import { useTranslation } from 'react-i18next';

/** `carerName` in the page's language: « Dr Solange Ekane », « Infirmière Rose Ngo Nyemb ». */
export function useCarerName(): (carer: NamedCarer) => string {
  const { i18n } = useTranslation();
  return (carer) => carerName(carer, i18n.language);
}
