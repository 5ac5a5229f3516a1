import { TIME_ZONE } from '@sante/shared/constants';

/**
 * Texts of the outgoing messages, per language, with the WhatsApp template each one maps to (Meta approves
 * templates by name and language: they are registered in fr, en and ha with the same body parameters).
 * Hausa texts exist where they are simple; Hausa without a text, Fulfulde and Ewondo get French.
 */

/** A language a text exists in. */
export type TextLocale = 'fr' | 'en' | 'ha';

type Texts<P> = { fr: (p: P) => string; en: (p: P) => string; ha?: (p: P) => string };

type TemplateDefinition<P> = {
  subject: { fr: string; en: string; ha?: string };
  text: Texts<P>;
  whatsapp: {
    /** Template name registered in the WhatsApp Business account. */
    name: string;
    /** Authentication category: the code goes in the body and in the copy-code button; no URL allowed. */
    authentication?: true;
    /** Body parameters in order, already formatted for `locale`. */
    params: (p: P, locale: TextLocale) => string[];
    /** Meta's sample template exists in en_US only. */
    fixedLanguage?: string;
  };
};

type Code = { code: string };
type Link = { link: string };
/** `startsAt` is an ISO instant, shown in Africa/Douala time in the recipient's language. */
type Visit = { service: string; startsAt: string };

function define<P>(definition: TemplateDefinition<P>): TemplateDefinition<P> {
  return definition;
}

/** "mardi 12 mars à 14:30" / "Tuesday 12 March at 14:30" in Douala time. */
export function formatVisitTime(startsAt: string, locale: TextLocale): string {
  const date = new Date(startsAt);
  const tag = locale === 'en' ? 'en-GB' : locale === 'ha' ? 'ha-NG' : 'fr-FR';
  const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: TIME_ZONE });
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  const at = locale === 'en' ? 'at' : locale === 'ha' ? 'da' : 'à';
  return `${day.format(date)} ${at} ${time.format(date)}`;
}

type Payable = 'booking' | 'invoice' | 'shop_order';

/** "la réservation" / "booking": what a payment paid for, as a WhatsApp body parameter. */
function payableLabel(payable: Payable, locale: TextLocale): string {
  if (locale === 'en') return payable === 'shop_order' ? 'order' : payable;
  if (payable === 'shop_order') return 'la commande';
  return payable === 'booking' ? 'la réservation' : 'la facture';
}

/** The states of a shop order a patient is told of (ADR 038): order-status updates only, never promotion. */
export type OrderNotice =
  | 'received'
  | 'needs_prescription'
  | 'prescription_refused'
  | 'approved'
  | 'changed'
  | 'paid'
  | 'ready_for_pickup'
  | 'out_for_delivery'
  | 'handed_over'
  | 'cancelled'
  | 'expired'
  | 'prescription_expired'
  | 'refunded';

const ORDER_NOTICES: Record<OrderNotice, { fr: string; en: string }> = {
  received: { fr: 'a bien été reçue', en: 'has been received' },
  needs_prescription: {
    fr: 'attend votre ordonnance : joignez-la pour que le pharmacien la vérifie',
    en: 'is waiting for your prescription: attach it for the pharmacist to review',
  },
  prescription_refused: {
    fr: 'attend une autre ordonnance : le pharmacien a refusé celle envoyée (le motif est dans Mes commandes)',
    en: 'needs another prescription: the pharmacist refused the one sent (the reason is in My orders)',
  },
  approved: {
    fr: 'a été validée par le pharmacien : vous pouvez la payer',
    en: 'has been approved by the pharmacist: you can pay for it',
  },
  changed: {
    fr: 'a été modifiée par le pharmacien : vérifiez le nouveau total avant de payer',
    en: 'has been changed by the pharmacist: check the new total before paying',
  },
  paid: { fr: 'est payée : la pharmacie la prépare', en: 'is paid: the pharmacy is preparing it' },
  ready_for_pickup: {
    fr: 'est prête : présentez votre code de retrait à la pharmacie',
    en: 'is ready: show your pick-up code at the pharmacy',
  },
  out_for_delivery: {
    fr: 'est en cours de livraison : donnez votre code au livreur',
    en: 'is out for delivery: give your code to the courier',
  },
  handed_over: { fr: 'vous a été remise', en: 'has been handed over to you' },
  cancelled: { fr: 'est annulée', en: 'has been cancelled' },
  expired: {
    fr: 'a expiré faute de paiement à temps',
    en: 'has expired: it was not paid in time',
  },
  prescription_expired: {
    fr: 'a expiré : l’ordonnance n’a pas été jointe ou vérifiée à temps',
    en: 'has expired: the prescription was not attached or reviewed in time',
  },
  refunded: {
    fr: 'est remboursée : le montant payé vous est rendu',
    en: 'has been refunded: the amount paid is given back to you',
  },
};

const TEMPLATES = {
  otp_code: define<Code>({
    subject: { fr: 'Votre code de connexion', en: 'Your sign-in code', ha: 'Lambar shigarku' },
    text: {
      fr: (p) =>
        `Votre code de connexion Santé à Domicile : ${p.code}. Il expire dans 10 minutes. Ne le partagez avec personne.`,
      en: (p) => `Your Santé à Domicile sign-in code: ${p.code}. It expires in 10 minutes. Do not share it.`,
      ha: (p) => `Lambar shigarku ta Santé à Domicile: ${p.code}. Za ta ƙare cikin minti 10. Kada ku ba kowa.`,
    },
    whatsapp: { name: 'code_connexion', authentication: true, params: (p) => [p.code] },
  }),
  phone_change_code: define<Code>({
    subject: { fr: 'Confirmez votre nouveau numéro', en: 'Confirm your new number' },
    text: {
      fr: (p) =>
        `Code de confirmation de votre nouveau numéro Santé à Domicile : ${p.code}. Il expire dans 10 minutes.`,
      en: (p) => `Code to confirm your new Santé à Domicile number: ${p.code}. It expires in 10 minutes.`,
    },
    whatsapp: { name: 'code_nouveau_numero', authentication: true, params: (p) => [p.code] },
  }),
  password_reset_code: define<Code>({
    subject: { fr: 'Réinitialisation du mot de passe', en: 'Password reset' },
    text: {
      fr: (p) => `Votre code de réinitialisation du mot de passe : ${p.code}. Il expire dans 10 minutes.`,
      en: (p) => `Your password reset code: ${p.code}. It expires in 10 minutes.`,
    },
    whatsapp: { name: 'code_mot_de_passe', authentication: true, params: (p) => [p.code] },
  }),
  password_reset_link: define<Link>({
    subject: { fr: 'Choisissez un nouveau mot de passe', en: 'Choose a new password' },
    text: {
      fr: (p) => `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) : ${p.link}`,
      en: (p) => `To choose a new password, open this link (valid for 1 hour): ${p.link}`,
    },
    whatsapp: { name: 'lien_mot_de_passe', params: (p) => [p.link] },
  }),
  invitation: define<Link>({
    subject: { fr: 'Votre compte Santé à Domicile', en: 'Your Santé à Domicile account' },
    text: {
      fr: (p) =>
        `Un compte Santé à Domicile a été créé pour vous. Choisissez votre mot de passe ici (valable 7 jours) : ${p.link}`,
      en: (p) =>
        `A Santé à Domicile account was created for you. Choose your password here (valid for 7 days): ${p.link}`,
    },
    whatsapp: { name: 'invitation_compte', params: (p) => [p.link] },
  }),
  booking_confirmed: define<Visit & { reference: string }>({
    subject: { fr: 'Réservation confirmée', en: 'Booking confirmed' },
    text: {
      fr: (p) =>
        `Réservation confirmée : ${p.service}, ${formatVisitTime(p.startsAt, 'fr')}. Référence : ${p.reference}.`,
      en: (p) => `Booking confirmed: ${p.service}, ${formatVisitTime(p.startsAt, 'en')}. Reference: ${p.reference}.`,
    },
    whatsapp: {
      name: 'reservation_confirmee',
      params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale), p.reference],
    },
  }),
  appointment_reminder_24h: define<Visit>({
    subject: { fr: 'Rappel : votre rendez-vous demain', en: 'Reminder: your appointment tomorrow' },
    text: {
      fr: (p) => `Rappel : ${p.service} demain, ${formatVisitTime(p.startsAt, 'fr')}.`,
      en: (p) => `Reminder: ${p.service} tomorrow, ${formatVisitTime(p.startsAt, 'en')}.`,
    },
    whatsapp: { name: 'rappel_rdv_veille', params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale)] },
  }),
  appointment_reminder_1h: define<Visit>({
    subject: { fr: 'Votre rendez-vous dans une heure', en: 'Your appointment in one hour' },
    text: {
      fr: (p) => `Rappel : ${p.service} dans une heure, ${formatVisitTime(p.startsAt, 'fr')}.`,
      en: (p) => `Reminder: ${p.service} in one hour, ${formatVisitTime(p.startsAt, 'en')}.`,
    },
    whatsapp: { name: 'rappel_rdv_une_heure', params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale)] },
  }),
  teleconsultation_reminder_24h: define<Visit & Link>({
    subject: { fr: 'Rappel : votre téléconsultation demain', en: 'Reminder: your video consultation tomorrow' },
    text: {
      fr: (p) =>
        `Rappel : téléconsultation (${p.service}) demain, ${formatVisitTime(p.startsAt, 'fr')}. La salle ouvre 10 minutes avant : ${p.link}`,
      en: (p) =>
        `Reminder: video consultation (${p.service}) tomorrow, ${formatVisitTime(p.startsAt, 'en')}. The room opens 10 minutes before: ${p.link}`,
    },
    whatsapp: {
      name: 'rappel_teleconsultation_veille',
      params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale), p.link],
    },
  }),
  teleconsultation_reminder_1h: define<Visit & Link>({
    subject: { fr: 'Votre téléconsultation dans une heure', en: 'Your video consultation in one hour' },
    text: {
      fr: (p) =>
        `Rappel : téléconsultation (${p.service}) dans une heure, ${formatVisitTime(p.startsAt, 'fr')}. La salle ouvre 10 minutes avant : ${p.link}`,
      en: (p) =>
        `Reminder: video consultation (${p.service}) in one hour, ${formatVisitTime(p.startsAt, 'en')}. The room opens 10 minutes before: ${p.link}`,
    },
    whatsapp: {
      name: 'rappel_teleconsultation_une_heure',
      params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale), p.link],
    },
  }),
  teleconsultation_payment_due: define<Visit & Link>({
    subject: { fr: 'Votre téléconsultation n’est pas encore réglée', en: 'Your video consultation is not paid yet' },
    text: {
      fr: (p) =>
        `Votre téléconsultation (${p.service}, ${formatVisitTime(p.startsAt, 'fr')}) n’est pas encore réglée. Payez-la par Mobile Money pour recevoir le lien de la salle : ${p.link}`,
      en: (p) =>
        `Your video consultation (${p.service}, ${formatVisitTime(p.startsAt, 'en')}) is not paid yet. Pay it by Mobile Money to receive the room's link: ${p.link}`,
    },
    whatsapp: {
      name: 'teleconsultation_a_regler',
      params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale), p.link],
    },
  }),
  immediate_consultation_accepted: define<Link & { doctor: string }>({
    subject: {
      fr: 'Un médecin accepte votre consultation immédiate',
      en: 'A doctor accepts your immediate consultation',
    },
    text: {
      fr: (p) =>
        `${p.doctor} accepte votre téléconsultation maintenant. Réglez-la par Mobile Money pour entrer dans la salle : ${p.link}`,
      en: (p) => `${p.doctor} accepts your video consultation now. Pay it by Mobile Money to enter the room: ${p.link}`,
    },
    whatsapp: { name: 'consultation_immediate_acceptee', params: (p) => [p.doctor, p.link] },
  }),
  immediate_consultation_expired: define<Link>({
    subject: { fr: 'Aucun médecin disponible pour le moment', en: 'No doctor available right now' },
    text: {
      fr: (p) =>
        `Aucun médecin n’a pu accepter votre consultation immédiate. Rien ne vous est facturé. Choisissez un créneau ou demandez à être rappelé : ${p.link}`,
      en: (p) =>
        `No doctor could accept your immediate consultation. You are not charged. Choose a slot or ask to be called back: ${p.link}`,
    },
    whatsapp: { name: 'consultation_immediate_expiree', params: (p) => [p.link] },
  }),
  teleconsultation_room_open: define<Visit & { link: string }>({
    subject: { fr: 'Votre téléconsultation : la salle est ouverte', en: 'Your video consultation: the room is open' },
    text: {
      fr: (p) =>
        `La salle de votre téléconsultation (${p.service}, ${formatVisitTime(p.startsAt, 'fr')}) est ouverte : ${p.link}`,
      en: (p) =>
        `The room of your video consultation (${p.service}, ${formatVisitTime(p.startsAt, 'en')}) is open: ${p.link}`,
    },
    whatsapp: {
      name: 'salle_teleconsultation_ouverte',
      params: (p, locale) => [p.service, formatVisitTime(p.startsAt, locale), p.link],
    },
  }),
  doctor_assigned: define<Visit & { doctor: string }>({
    subject: { fr: 'Votre soignant est désigné', en: 'Your carer is assigned' },
    text: {
      fr: (p) => `${p.doctor} assurera votre rendez-vous (${p.service}), ${formatVisitTime(p.startsAt, 'fr')}.`,
      en: (p) => `${p.doctor} will see you (${p.service}), ${formatVisitTime(p.startsAt, 'en')}.`,
    },
    whatsapp: {
      name: 'medecin_assigne',
      params: (p, locale) => [p.doctor, p.service, formatVisitTime(p.startsAt, locale)],
    },
  }),
  new_message: define<{ sender: string; link: string }>({
    subject: { fr: 'Vous avez un nouveau message', en: 'You have a new message' },
    text: {
      fr: (p) => `Vous avez un nouveau message de ${p.sender}. Lisez-le sur Santé à Domicile : ${p.link}`,
      en: (p) => `You have a new message from ${p.sender}. Read it on Santé à Domicile: ${p.link}`,
    },
    whatsapp: { name: 'nouveau_message', params: (p) => [p.sender, p.link] },
  }),
  doctor_en_route: define<{ doctor: string }>({
    subject: { fr: 'Votre soignant est en route', en: 'Your carer is on the way' },
    text: {
      fr: (p) => `${p.doctor} est en route vers vous.`,
      en: (p) => `${p.doctor} is on the way to you.`,
      ha: (p) => `${p.doctor} yana kan hanya zuwa gare ku.`,
    },
    whatsapp: { name: 'medecin_en_route', params: (p) => [p.doctor] },
  }),
  prescription_ready: define<{ doctor: string; link: string }>({
    subject: { fr: 'Votre ordonnance est prête', en: 'Your prescription is ready' },
    text: {
      fr: (p) => `${p.doctor} a signé votre ordonnance. Ouvrez-la et téléchargez-la sur Santé à Domicile : ${p.link}`,
      en: (p) => `${p.doctor} has signed your prescription. Open and download it on Santé à Domicile: ${p.link}`,
    },
    whatsapp: { name: 'ordonnance_prete', params: (p) => [p.doctor, p.link] },
  }),
  booking_cancelled: define<Visit & { reference: string }>({
    subject: { fr: 'Réservation annulée', en: 'Booking cancelled' },
    text: {
      fr: (p) => `Votre réservation ${p.reference} (${p.service}, ${formatVisitTime(p.startsAt, 'fr')}) est annulée.`,
      en: (p) => `Your booking ${p.reference} (${p.service}, ${formatVisitTime(p.startsAt, 'en')}) is cancelled.`,
    },
    whatsapp: {
      name: 'reservation_annulee',
      params: (p, locale) => [p.reference, p.service, formatVisitTime(p.startsAt, locale)],
    },
  }),
  booking_released_unpaid: define<Visit & { reference: string }>({
    subject: { fr: 'Créneau libéré faute de paiement', en: 'Slot released: not paid' },
    text: {
      fr: (p) =>
        `Votre réservation ${p.reference} (${p.service}, ${formatVisitTime(p.startsAt, 'fr')}) n’a pas été payée à temps : le créneau est libéré et rien ne vous a été prélevé. Vous pouvez réserver un autre créneau.`,
      en: (p) =>
        `Your booking ${p.reference} (${p.service}, ${formatVisitTime(p.startsAt, 'en')}) was not paid in time: the slot is released and nothing was charged. You can book another slot.`,
    },
    whatsapp: {
      name: 'reservation_liberee_non_payee',
      params: (p, locale) => [p.reference, p.service, formatVisitTime(p.startsAt, locale)],
    },
  }),
  invoice_payment_link: define<{ number: string; amount: string; link: string }>({
    subject: { fr: 'Votre facture à régler', en: 'Your invoice to pay' },
    text: {
      fr: (p) =>
        `Facture ${p.number} de Santé à Domicile : ${p.amount}. Payez-la par Mobile Money avec ce lien personnel : ${p.link}`,
      en: (p) =>
        `Santé à Domicile invoice ${p.number}: ${p.amount}. Pay it by Mobile Money with this personal link: ${p.link}`,
    },
    whatsapp: { name: 'lien_paiement_facture', params: (p) => [p.number, p.amount, p.link] },
  }),
  teleconsultation_guest_invite: define<{ doctor: string; link: string }>({
    subject: { fr: 'Invitation à une téléconsultation', en: 'Invitation to a video consultation' },
    text: {
      fr: (p) =>
        `${p.doctor} vous invite à rejoindre une téléconsultation de Santé à Domicile. Lien personnel, valable une fois et 30 minutes : ${p.link}`,
      en: (p) =>
        `${p.doctor} invites you to join a Santé à Domicile video consultation. Personal link, valid once and for 30 minutes: ${p.link}`,
    },
    whatsapp: { name: 'invitation_teleconsultation', params: (p) => [p.doctor, p.link] },
  }),
  payment_refunded: define<{ amount: string; reference: string }>({
    subject: { fr: 'Votre remboursement', en: 'Your refund' },
    text: {
      fr: (p) => `Santé à Domicile vous a remboursé ${p.amount} (${p.reference}).`,
      en: (p) => `Santé à Domicile has refunded you ${p.amount} (${p.reference}).`,
    },
    whatsapp: { name: 'paiement_rembourse', params: (p) => [p.amount, p.reference] },
  }),
  payment_duplicate: define<{ payable: Payable; reference: string; amount: string }>({
    subject: { fr: 'Paiement en double : vous serez remboursé', en: 'Duplicate payment: you will be refunded' },
    text: {
      fr: (p) =>
        `Vous avez payé deux fois ${payableLabel(p.payable, 'fr')} ${p.reference}. Votre second paiement de ${p.amount} vous sera remboursé par Santé à Domicile ; le premier reste valable.`,
      en: (p) =>
        `You paid ${payableLabel(p.payable, 'en')} ${p.reference} twice. Your second payment of ${p.amount} will be refunded by Santé à Domicile; the first one stands.`,
    },
    whatsapp: {
      name: 'paiement_en_double',
      params: (p, locale) => [payableLabel(p.payable, locale), p.reference, p.amount],
    },
  }),
  order_status: define<{ number: string; notice: OrderNotice }>({
    subject: { fr: 'Votre commande', en: 'Your order' },
    text: {
      fr: (p) => `Votre commande ${p.number} ${ORDER_NOTICES[p.notice].fr}. Suivez-la dans « Mes commandes ».`,
      en: (p) => `Your order ${p.number} ${ORDER_NOTICES[p.notice].en}. Follow it in "My orders".`,
    },
    whatsapp: {
      name: 'commande_statut',
      params: (p, locale) => [p.number, ORDER_NOTICES[p.notice][locale === 'en' ? 'en' : 'fr']],
    },
  }),
  sign_in_failures: define<Record<never, string>>({
    subject: { fr: 'Tentatives de connexion à votre compte', en: 'Sign-in attempts on your account' },
    text: {
      fr: () =>
        'Plusieurs mots de passe erronés ont été saisis pour votre compte Santé à Domicile. La connexion par mot de passe est ralentie ; vous pouvez toujours vous connecter avec un code reçu par SMS ou e-mail. Si ce n’était pas vous, changez votre mot de passe.',
      en: () =>
        'Several wrong passwords were entered for your Santé à Domicile account. Password sign-in is slowed down; you can still sign in with a code sent by SMS or e-mail. If this was not you, change your password.',
    },
    whatsapp: { name: 'alerte_connexion', params: () => [] },
  }),
  totp_locked: define<{ minutes: string }>({
    subject: { fr: 'Vérification en deux étapes bloquée', en: 'Two-step verification blocked' },
    text: {
      fr: (p) =>
        `Trop de codes de vérification en deux étapes erronés ont été saisis pour votre compte Santé à Domicile : cette étape est bloquée pendant ${p.minutes} minutes au plus. Si ce n’était pas vous, changez votre mot de passe.`,
      en: (p) =>
        `Too many wrong two-step verification codes were entered for your Santé à Domicile account: this step is blocked for at most ${p.minutes} minutes. If it was not you, change your password.`,
    },
    whatsapp: { name: 'alerte_double_authentification', params: (p) => [p.minutes] },
  }),
  sign_up_attempt: define<Record<never, string>>({
    subject: { fr: 'Tentative d’inscription avec vos coordonnées', en: 'Sign-up attempt with your details' },
    text: {
      fr: () =>
        'Quelqu’un a essayé de créer un compte Santé à Domicile avec votre numéro ou votre adresse e-mail, qui ont déjà un compte. Si c’était vous, connectez-vous ou choisissez « Mot de passe oublié ». Sinon, ignorez ce message.',
      en: () =>
        'Someone tried to create a Santé à Domicile account with your number or e-mail address, which already have an account. If it was you, sign in or choose "Forgot password". Otherwise, ignore this message.',
    },
    whatsapp: { name: 'tentative_inscription', params: () => [] },
  }),
  sign_up_code: define<Code>({
    subject: { fr: 'Confirmez votre inscription', en: 'Confirm your sign-up' },
    text: {
      fr: (p) => `Votre code d’inscription Santé à Domicile : ${p.code}. Il expire dans 10 minutes.`,
      en: (p) => `Your Santé à Domicile sign-up code: ${p.code}. It expires in 10 minutes.`,
    },
    whatsapp: { name: 'code_inscription', authentication: true, params: (p) => [p.code] },
  }),
  contact_changed: define<{ contact: 'email' | 'phone'; link: string }>({
    subject: { fr: 'Vos coordonnées ont changé', en: 'Your contact details changed' },
    text: {
      fr: (p) =>
        `${p.contact === 'phone' ? 'Le numéro de téléphone' : 'L’adresse e-mail'} de votre compte Santé à Domicile vient d’être modifié${p.contact === 'phone' ? '' : 'e'}. Si ce n’était pas vous, annulez ce changement avec ce lien (valable 7 jours) ; toutes les sessions seront fermées : ${p.link}`,
      en: (p) =>
        `The ${p.contact === 'phone' ? 'phone number' : 'e-mail address'} of your Santé à Domicile account was just changed. If it was not you, undo the change with this link (valid for 7 days); every session will be closed: ${p.link}`,
    },
    whatsapp: { name: 'coordonnees_modifiees', params: (p) => [p.link] },
  }),
  contact_change_requested: define<Record<never, string>>({
    subject: { fr: 'Changement de numéro demandé', en: 'Phone number change requested' },
    text: {
      fr: () =>
        'L’équipe Santé à Domicile a demandé à remplacer le numéro de téléphone de votre compte. Rien ne change tant que vous ne confirmez pas le nouveau numéro depuis votre espace avec le code qu’il a reçu. Si vous n’êtes pas à l’origine de cette demande, ignorez-la et prévenez-nous.',
      en: () =>
        'The Santé à Domicile team asked to replace the phone number of your account. Nothing changes until you confirm the new number from your space with the code it received. If you did not ask for this, ignore it and tell us.',
    },
    whatsapp: { name: 'changement_numero_demande', params: () => [] },
  }),
  test_message: define<Record<never, string>>({
    subject: { fr: 'Message de test Santé à Domicile', en: 'Santé à Domicile test message' },
    text: {
      fr: () => 'Ceci est un message de test envoyé depuis l’administration de Santé à Domicile.',
      en: () => 'This is a test message sent from the Santé à Domicile administration.',
    },
    whatsapp: { name: 'hello_world', fixedLanguage: 'en_US', params: () => [] },
  }),
};

export type TemplateName = keyof typeof TEMPLATES;
/** The typed parameters of a template (what the caller of `notifyUser` must give). */
export type TemplateParams<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]['text']['fr']>[0];

export function isTemplateName(name: string): name is TemplateName {
  return name in TEMPLATES;
}

/** The language a message is written in: English and Hausa (where written) as asked, anything else French. */
export function textLocaleOf(name: TemplateName, locale: string): TextLocale {
  if (locale === 'en') return 'en';
  if (locale === 'ha' && TEMPLATES[name].text.ha) return 'ha';
  return 'fr';
}

// The stored params are plain strings; a template reads only the keys its caller was typed to give.
type AnyTemplate = TemplateDefinition<Record<string, string>>;
function definitionOf(name: TemplateName): AnyTemplate {
  return TEMPLATES[name] as AnyTemplate;
}

/** `locale` is the recipient's language (`Language`). */
export function renderTemplate(name: TemplateName, locale: string, params: Record<string, string>): string {
  const text = definitionOf(name).text;
  return (text[textLocaleOf(name, locale)] ?? text.fr)(params);
}

export function renderSubject(name: TemplateName, locale: string): string {
  const subject = definitionOf(name).subject;
  return subject[textLocaleOf(name, locale)] ?? subject.fr;
}

/** The WhatsApp template message parts of `name` in the recipient's language. */
export function whatsappTemplateOf(name: TemplateName, locale: string, params: Record<string, string>) {
  const { whatsapp } = definitionOf(name);
  const textLocale = textLocaleOf(name, locale);
  return {
    name: whatsapp.name,
    language: whatsapp.fixedLanguage ?? textLocale,
    authentication: whatsapp.authentication === true,
    bodyParams: whatsapp.params(params, textLocale),
  };
}
