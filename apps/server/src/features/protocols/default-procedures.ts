import type { TProtocolContent } from '@sante/shared/protocol-schemas';

const OWNER = 'À désigner par la direction';
const CARERS = 'Médecins et infirmiers de la plateforme, à domicile';

/**
 * The starting procedures manual (issue #13 §3, ADR 045): published as version 1 so that carers read and
 * acknowledge them at once, marked « à valider » (`validation: 'pending'`) until the direction approves a version.
 * For a procedure, `sourceDate` is the effective date and `reviewer` the owner; there is no drug table.
 */
export const DEFAULT_PROCEDURES: readonly TProtocolContent[] = [
  {
    condition: 'Hygiène des mains et des soins au domicile',
    population: CARERS,
    sourceCitation:
      'OMS. WHO Guidelines on Hand Hygiene in Health Care. Genève : OMS, 2009 (les 5 moments de l’hygiène des mains).',
    sourceDate: '2026-12-01',
    reviewer: OWNER,
    nextReviewDate: '2027-12-01',
    steps: [
      'Avant d’entrer : vérifier la trousse (solution hydro-alcoolique, gants, masques, sacs à déchets, boîte à aiguilles).',
      'Friction hydro-alcoolique (20 à 30 secondes) aux 5 moments : avant le contact avec le patient, avant un geste aseptique, après un risque d’exposition à un liquide biologique, après le contact avec le patient, après le contact avec son environnement.',
      'Lavage à l’eau et au savon (40 à 60 secondes) lorsque les mains sont visiblement sales ; sécher avec un essuie-mains à usage unique.',
      'Poser le matériel sur un champ propre, jamais sur le lit ni par terre.',
      'Gants pour tout contact avec le sang ou un liquide biologique, changés entre deux gestes ; friction après les avoir retirés.',
      'Nettoyer et désinfecter le matériel réutilisable (tensiomètre, stéthoscope, thermomètre) avant de quitter le domicile.',
    ],
    drugs: [],
    referralCriteria: [
      'Accident d’exposition au sang : appliquer la procédure « accident d’exposition au sang » et appeler le médecin référent dans l’heure.',
    ],
    redFlags: [
      'Pas de point d’eau ni de solution hydro-alcoolique : ne pas réaliser de geste aseptique, prévenir l’équipe.',
      'Bijoux, ongles longs ou vernis : interdits pendant les soins.',
    ],
    validation: 'pending',
  },
  {
    condition: 'Prélèvement et transport des échantillons',
    population: CARERS,
    sourceCitation:
      'OMS. WHO Guidelines on Drawing Blood: Best Practices in Phlebotomy. Genève : OMS, 2010. OMS. Guidance on regulations for the transport of infectious substances 2019–2020.',
    sourceDate: '2026-12-01',
    reviewer: OWNER,
    nextReviewDate: '2027-12-01',
    steps: [
      'Vérifier l’identité du patient (nom, prénom, date de naissance) et la demande d’examen avant de prélever.',
      'Étiqueter chaque tube devant le patient : nom, date de naissance, date et heure du prélèvement.',
      'Respecter l’ordre des tubes et le nombre d’inversions indiqué par le laboratoire.',
      'Jeter l’aiguille dans la boîte à aiguilles immédiatement, sans la recapuchonner.',
      'Triple emballage : tube fermé, sachet étanche avec absorbant, boîte rigide ; la demande d’examen dans une poche à part.',
      'Glacière à 2–8 °C quand le laboratoire le demande ; remettre au laboratoire dans le délai indiqué, noter l’heure de remise.',
    ],
    drugs: [],
    referralCriteria: [
      'Tube cassé ou fuite pendant le transport : prévenir le laboratoire et l’équipe, refaire le prélèvement.',
    ],
    redFlags: [
      'Tube sans étiquette ou mal identifié : il n’est pas analysé, le prélèvement est à refaire.',
      'Délai de remise dépassé : le signaler au laboratoire avant l’analyse.',
    ],
    validation: 'pending',
  },
  {
    condition: 'Déchets de soins à domicile',
    population: CARERS,
    sourceCitation: 'OMS. Safe management of wastes from health-care activities, 2e édition. Genève : OMS, 2014.',
    sourceDate: '2026-12-01',
    reviewer: OWNER,
    nextReviewDate: '2027-12-01',
    steps: [
      'Trier au moment du soin : piquants et coupants dans la boîte à aiguilles, déchets souillés dans le sac jaune, le reste avec les ordures ménagères.',
      'Ne jamais laisser de déchet de soins au domicile du patient.',
      'Fermer la boîte à aiguilles aux trois quarts de son volume.',
      'Rapporter les déchets dans le véhicule, dans un contenant rigide fermé, jusqu’au point de collecte de la structure.',
      'Noter dans la fiche de visite le nombre de contenants rapportés.',
    ],
    drugs: [],
    referralCriteria: [],
    redFlags: ['Piqûre avec une aiguille usagée : procédure « accident d’exposition au sang », sans attendre.'],
    validation: 'pending',
  },
  {
    condition: 'Transfert en urgence depuis le domicile',
    population: CARERS,
    sourceCitation:
      'Procédure interne de la plateforme, d’après les signes de gravité des protocoles médicaux publiés.',
    sourceDate: '2026-12-01',
    reviewer: OWNER,
    nextReviewDate: '2027-06-01',
    steps: [
      'Reconnaître un signe de gravité (voir les protocoles) : rester auprès du patient et commencer les gestes de première urgence.',
      'Appeler le médecin référent de la plateforme, puis les secours ou une ambulance selon son avis.',
      'Prévenir l’hôpital d’accueil : motif, constantes, traitements donnés et leurs heures.',
      'Remettre une fiche de liaison écrite (identité, motif, constantes, allergies, traitements, coordonnées du soignant).',
      'Informer la famille ; noter dans le dossier l’heure de l’appel, l’heure du départ et l’hôpital d’accueil.',
    ],
    drugs: [],
    referralCriteria: ['Toute aggravation pendant l’attente : rappeler le médecin référent.'],
    redFlags: [
      'Ne jamais laisser seul un patient instable en attendant le transport.',
      'Ne pas transporter un patient instable dans un véhicule personnel sans l’avis du médecin référent.',
    ],
    validation: 'pending',
  },
  {
    condition: 'Protection des données de santé',
    population: 'Tous les soignants et le personnel de la plateforme',
    sourceCitation:
      'Loi n° 2024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel au Cameroun.',
    sourceDate: '2026-12-01',
    reviewer: OWNER,
    nextReviewDate: '2027-12-01',
    steps: [
      'N’ouvrir le dossier d’un patient que pour le soigner : chaque lecture est enregistrée et visible par le patient.',
      'L’accès d’urgence se justifie par écrit ; il est revu par la direction.',
      'Ne jamais envoyer de résultat, d’ordonnance ni de photo de patient par une messagerie personnelle : utiliser la messagerie de la plateforme.',
      'Verrouiller le téléphone par un code ; ne pas enregistrer de photo de patient dans la galerie.',
      'Ne parler de l’état d’un patient qu’avec lui, ses soignants, ou les proches qu’il a désignés.',
    ],
    drugs: [],
    referralCriteria: ['Téléphone perdu ou volé : prévenir l’équipe tout de suite pour fermer les sessions.'],
    redFlags: ['Une demande d’information par téléphone d’un inconnu se dit « proche » : ne rien communiquer.'],
    validation: 'pending',
  },
];
