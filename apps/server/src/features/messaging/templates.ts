/** Texts of the outgoing messages, per language; Hausa, Fulfulde and Ewondo fall back to French. */
const TEMPLATES = {
  otp_code: {
    fr: (p: Params) =>
      `Votre code de connexion Santé à Domicile : ${p.code}. Il expire dans 10 minutes. Ne le partagez avec personne.`,
    en: (p: Params) => `Your Santé à Domicile sign-in code: ${p.code}. It expires in 10 minutes. Do not share it.`,
  },
  phone_change_code: {
    fr: (p: Params) =>
      `Code de confirmation de votre nouveau numéro Santé à Domicile : ${p.code}. Il expire dans 10 minutes.`,
    en: (p: Params) => `Code to confirm your new Santé à Domicile number: ${p.code}. It expires in 10 minutes.`,
  },
  password_reset_code: {
    fr: (p: Params) => `Votre code de réinitialisation du mot de passe : ${p.code}. Il expire dans 10 minutes.`,
    en: (p: Params) => `Your password reset code: ${p.code}. It expires in 10 minutes.`,
  },
  password_reset_link: {
    fr: (p: Params) => `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure) : ${p.link}`,
    en: (p: Params) => `To choose a new password, open this link (valid for 1 hour): ${p.link}`,
  },
  invitation: {
    fr: (p: Params) =>
      `Un compte Santé à Domicile a été créé pour vous. Choisissez votre mot de passe ici (valable 7 jours) : ${p.link}`,
    en: (p: Params) =>
      `A Santé à Domicile account was created for you. Choose your password here (valid for 7 days): ${p.link}`,
  },
} satisfies Record<string, { fr: (p: Params) => string; en: (p: Params) => string }>;

type Params = Record<string, string>;
export type TemplateName = keyof typeof TEMPLATES;

export function isTemplateName(name: string): name is TemplateName {
  return name in TEMPLATES;
}

/** `locale` is the recipient's language (`Language`); anything but English gets French. */
export function renderTemplate(name: TemplateName, locale: string, params: Params): string {
  const template = TEMPLATES[name];
  return locale === 'en' ? template.en(params) : template.fr(params);
}
