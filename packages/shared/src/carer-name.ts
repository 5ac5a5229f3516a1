import type { CarerSex, Profession } from './doctor-constants';

/** `sex` unknown or not given: the epicene title. */
export type NamedCarer = { profession: Profession; sex?: CarerSex | null; firstName: string; lastName: string };

/** Titles by language; French also for the languages without their own (Hausa, Fulfulde, Ewondo). */
const TITLES: Record<'fr' | 'en', Record<Profession, Record<CarerSex | 'unknown', string>>> = {
  fr: {
    medecin: { female: 'Dr', male: 'Dr', unknown: 'Dr' },
    infirmier: { female: 'Infirmière', male: 'Infirmier', unknown: 'Infirmier·ère' },
  },
  en: {
    medecin: { female: 'Dr', male: 'Dr', unknown: 'Dr' },
    infirmier: { female: 'Nurse', male: 'Nurse', unknown: 'Nurse' },
  },
};

/**
 * A carer as patients read them, titled by profession: « Dr Solange Ekane », « Infirmière Rose Ngo Nyemb »,
 * never « Dr » for a nurse. Used by the screens, the messages and the documents alike.
 */
export function carerName(carer: NamedCarer, language: string): string {
  const titles = TITLES[language === 'en' ? 'en' : 'fr'][carer.profession];
  return `${titles[carer.sex ?? 'unknown']} ${carer.firstName} ${carer.lastName}`;
}
