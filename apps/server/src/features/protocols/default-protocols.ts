import type { ProtocolKind, TProtocolContent } from '@sante/shared/protocol-schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalProtocols, medicalProtocolVersions } from '../../db/schema/protocols';
import { DEFAULT_PROCEDURES } from './default-procedures';

const REVIEWER = 'À désigner par la direction médicale';

/**
 * The starting protocols (issue #13 §3, ADR 037), each citing its source and published as version 1 so that
 * doctors read them at once, but marked « à valider par la direction médicale » (`validation: 'pending'`):
 * transcribed from WHO documents by the development team, not yet reviewed by a clinician of the platform.
 * Only written into an empty table; staff replace them with new versions.
 */
export const DEFAULT_PROTOCOLS: readonly TProtocolContent[] = [
  {
    condition: 'Signes généraux de danger chez l’enfant (PCIME)',
    population: 'Enfants de 2 mois à 5 ans, à domicile ou en consultation',
    sourceCitation:
      'OMS/UNICEF. Prise en charge intégrée des maladies de l’enfant (PCIME / IMCI) : chart booklet. Genève : OMS, mars 2014. ISBN 978 92 4 150682 3.',
    sourceDate: '2014-03-01',
    reviewer: REVIEWER,
    nextReviewDate: '2027-06-30',
    steps: [
      'Demander : l’enfant peut-il boire ou prendre le sein ? Vomit-il tout ce qu’il consomme ? A-t-il eu des convulsions pendant cette maladie ?',
      'Regarder : l’enfant est-il léthargique ou inconscient ? Convulse-t-il maintenant ?',
      'Un seul signe général de danger présent : classer « maladie très grave » (rose) et organiser le transfert en urgence.',
      'Terminer l’évaluation sans retarder le transfert : toux ou difficultés respiratoires (fréquence respiratoire comptée sur 1 minute, tirage sous-costal, stridor), diarrhée, fièvre, oreille, malnutrition, anémie, vaccination.',
      'Respiration rapide : ≥ 50/min de 2 à 12 mois, ≥ 40/min de 12 mois à 5 ans.',
      'Avant le départ : prévenir l’hypoglycémie, donner la première dose des traitements pré-transfert indiqués, garder l’enfant au chaud.',
    ],
    drugs: [
      {
        name: 'Lait maternel ou eau sucrée',
        dose: '30 à 50 ml avant le départ (eau sucrée : 4 cuillères à café rases de sucre, soit 20 g, dans 200 ml d’eau potable)',
        route: 'Orale (ou sonde nasogastrique)',
        duration: 'Dose unique',
        notes: 'Prévention de l’hypoglycémie',
      },
      {
        name: 'Diazépam',
        dose: '0,5 mg/kg',
        route: 'Rectale',
        duration: 'Si convulsions en cours ; répéter une fois après 10 minutes si elles persistent',
        notes: '',
      },
      {
        name: 'Artésunate (suppositoire)',
        dose: '10 mg/kg, dose unique pré-transfert',
        route: 'Rectale',
        duration: 'Dose unique',
        notes: 'Si fièvre en zone d’endémie palustre avec signe de danger (paludisme grave suspecté)',
      },
      {
        name: 'Ampicilline + gentamicine',
        dose: 'Ampicilline 50 mg/kg + gentamicine 7,5 mg/kg',
        route: 'Intramusculaire',
        duration: 'Première dose avant le transfert',
        notes: 'Maladie fébrile très grave ou pneumonie grave',
      },
    ],
    referralCriteria: [
      'Tout signe général de danger : transfert urgent vers un hôpital, accompagné d’une fiche de liaison',
      'Tirage sous-costal, stridor chez un enfant calme, raideur de nuque, malnutrition aiguë sévère avec complication',
    ],
    redFlags: [
      'Incapable de boire ou de prendre le sein',
      'Vomit tout',
      'Convulsions pendant la maladie ou en cours',
      'Léthargique ou inconscient',
    ],
    validation: 'pending',
  },
  {
    condition: 'Paludisme simple (non compliqué)',
    population: 'Enfants de 5 kg et plus et adultes ; femme enceinte : voir les étapes',
    sourceCitation:
      'OMS. WHO Guidelines for malaria. Genève : OMS, 2023. MINSANTE/PNLP. Guide de prise en charge du paludisme au Cameroun à l’usage du personnel de santé, juin 2019.',
    sourceDate: '2023-10-16',
    reviewer: REVIEWER,
    nextReviewDate: '2027-06-30',
    steps: [
      'Confirmer le paludisme par un test de diagnostic rapide (TDR) ou une goutte épaisse avant de traiter.',
      'Rechercher les signes de gravité (calculateur « Paludisme grave ») : un seul signe impose le traitement pré-transfert et le transfert.',
      'Traiter en première intention par une combinaison à base d’artémisinine (CTA) : artéméther-luméfantrine ou artésunate-amodiaquine, selon le poids.',
      'Donner la première prise devant le patient ; artéméther-luméfantrine avec un aliment gras ou du lait. Si vomissement dans les 30 minutes, redonner la dose.',
      'Femme enceinte : artéméther-luméfantrine aussi au premier trimestre (OMS 2022) ; suivre la consultation prénatale.',
      'Traiter la fièvre (paracétamol) et conseiller une bonne hydratation et la moustiquaire imprégnée.',
      'Revoir le patient à J3 si la fièvre persiste, plus tôt si l’état s’aggrave.',
    ],
    drugs: [
      {
        name: 'Artéméther-luméfantrine 20/120 mg',
        dose: '5–14 kg : 1 cp ; 15–24 kg : 2 cp ; 25–34 kg : 3 cp ; ≥ 35 kg : 4 cp par prise',
        route: 'Orale',
        duration: '6 prises sur 3 jours : H0, H8, puis matin et soir à J2 et J3',
        notes: 'Calculateur « Artéméther-luméfantrine » pour la dose au poids',
      },
      {
        name: 'Artésunate-amodiaquine (dose fixe)',
        dose: '4,5–8 kg : 25/67,5 mg ; 9–17 kg : 50/135 mg ; 18–35 kg : 100/270 mg ; ≥ 36 kg : 2 × 100/270 mg',
        route: 'Orale',
        duration: '1 prise par jour pendant 3 jours',
        notes: '',
      },
      {
        name: 'Paracétamol',
        dose: '15 mg/kg par prise (adulte : 1 g), au plus 60 mg/kg par jour',
        route: 'Orale',
        duration: 'Toutes les 6 heures tant que la fièvre dure',
        notes: '',
      },
    ],
    referralCriteria: [
      'Au moins un critère de paludisme grave',
      'Enfant de moins de 5 kg',
      'Vomissements répétés empêchant le traitement oral',
      'Pas d’amélioration ou fièvre persistante à J3',
    ],
    redFlags: [
      'Troubles de la conscience, prostration ou convulsions',
      'Détresse respiratoire',
      'Ictère, urines foncées ou saignements',
      'Pâleur extrême',
    ],
    validation: 'pending',
  },
  {
    condition: 'Hypertension artérielle de l’adulte (HEARTS)',
    population: 'Adultes de 18 ans et plus, hors grossesse',
    sourceCitation:
      'OMS. HEARTS technical package for cardiovascular disease management in primary health care: evidence-based treatment protocols. Genève : OMS, 2018 (WHO/NMH/NVI/18.2). OMS. Guideline for the pharmacological treatment of hypertension in adults, 2021.',
    sourceDate: '2021-08-24',
    reviewer: REVIEWER,
    nextReviewDate: '2027-06-30',
    steps: [
      'Mesurer la pression artérielle avec un tensiomètre automatique validé, patient assis au repos depuis 5 minutes, brassard adapté ; 2 mesures, retenir la seconde.',
      'Diagnostic : PAS ≥ 140 mmHg ou PAD ≥ 90 mmHg confirmée lors de deux visites (jours différents).',
      'Conseils à chaque visite : sel < 5 g par jour, arrêt du tabac, activité physique, alcool limité, alimentation riche en fruits et légumes.',
      'Traiter selon un protocole standardisé par étapes (exemple HEARTS) : amlodipine 5 mg, puis 10 mg, puis ajout d’un diurétique thiazidique ou d’un IEC/ARA2.',
      'Objectif : < 140/90 mmHg ; PAS < 130 mmHg en cas de maladie cardiovasculaire, diabète, maladie rénale chronique ou risque élevé.',
      'Revoir chaque mois jusqu’au contrôle, puis tous les 3 à 6 mois ; vérifier l’observance avant d’intensifier.',
    ],
    drugs: [
      {
        name: 'Amlodipine',
        dose: '5 mg, puis 10 mg si non contrôlé',
        route: 'Orale',
        duration: '1 fois par jour, au long cours',
        notes: 'Étapes 1 et 2',
      },
      {
        name: 'Hydrochlorothiazide (ou chlortalidone)',
        dose: '25 mg (chlortalidone 12,5 mg)',
        route: 'Orale',
        duration: '1 fois par jour',
        notes: 'Étape 3 : en association',
      },
      {
        name: 'Losartan (ou lisinopril)',
        dose: '50 mg puis 100 mg (lisinopril 10 mg puis 20 mg)',
        route: 'Orale',
        duration: '1 fois par jour',
        notes: 'Contre-indiqué pendant la grossesse ; contrôler créatinine et potassium',
      },
    ],
    referralCriteria: [
      'PA ≥ 180/110 mmHg avec douleur thoracique, essoufflement, déficit neurologique, troubles visuels ou confusion',
      'Grossesse',
      'Suspicion d’hypertension secondaire (moins de 30 ans, hypokaliémie, souffle abdominal)',
      'PA non contrôlée malgré trois médicaments à dose optimale',
    ],
    redFlags: [
      'Douleur thoracique',
      'Essoufflement brutal',
      'Faiblesse d’un côté du corps, trouble de la parole',
      'Céphalées intenses avec troubles visuels',
    ],
    validation: 'pending',
  },
];

const DEFAULTS: readonly (readonly [ProtocolKind, readonly TProtocolContent[]])[] = [
  ['protocol', DEFAULT_PROTOCOLS],
  ['procedure', DEFAULT_PROCEDURES],
];

/**
 * Writes the starting protocols and procedures (ADR 045), published, each kind only while it has none (at boot,
 * like the services catalogue): documents staff have created or edited are never touched. Returns how many it wrote.
 */
export async function ensureDefaultProtocols(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table medical_protocols in share row exclusive mode`);
    let written = 0;
    for (const [kind, contents] of DEFAULTS) {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(medicalProtocols)
        .where(eq(medicalProtocols.kind, kind));
      if ((row?.count ?? 0) > 0) continue;
      for (const content of contents) {
        const [protocol] = await tx.insert(medicalProtocols).values({ kind }).returning({ id: medicalProtocols.id });
        if (!protocol) throw new Error('protocol insert returned no row');
        await tx
          .insert(medicalProtocolVersions)
          .values({ ...content, protocolId: protocol.id, version: 1, status: 'published', publishedAt: now });
      }
      written += contents.length;
    }
    return written;
  });
}
