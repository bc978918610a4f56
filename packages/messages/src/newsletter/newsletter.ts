import { shopFrontTexts } from '../catalogue/shop-fronts.js';
// Newsletter (double opt-in): the footer form, the API's answers, the confirmation mail and the unsubscribe page.
import { oauthErrorTexts } from '../identity/oauth.js';
import { bellTexts } from '../storefront/layout.js';

/** Written once in this file, shown in two places. */
const unsubscribe = 'Me désinscrire';

/** the footer form */
export const newsletterFormTexts = {
  success:
    'Presque fini ! Vérifiez votre boîte mail et cliquez sur le lien de confirmation pour activer votre inscription.',
} as const;

/** the newsletter API's answers, which the footer form shows (and the SDK when the body has none) */
export const newsletterAnswers = {
  /** the same answer whether the address is new, pending or already confirmed (nothing leaks) */
  checkYourMail:
    'Vérifiez votre boîte mail : un lien de confirmation vient de vous être envoyé. Votre inscription ne sera active qu’après avoir cliqué dessus.',
  confirmed: 'Votre inscription à la newsletter est confirmée. Merci !',
  confirmTokenInvalid:
    'Ce lien de confirmation est invalide ou a expiré. Inscrivez-vous à nouveau depuis le bas de page.',
  unsubscribed: 'Vous êtes désinscrit de la newsletter. Vous ne recevrez plus nos e-mails.',
  unsubscribeTokenInvalid: 'Ce lien de désinscription est invalide.',
  /** a request without its JSON body */
  emailRequired: 'L’adresse e-mail est requise.',
} as const;

export const newsletterTexts = {
  /** the API's answers (the footer form shows them: see storefront-layout.ts) */
  api: newsletterAnswers,
  /** logged for the operator (the shopper never sees them) */
  logs: {
    mailFailed: 'Échec de l’envoi de l’e-mail de confirmation de la newsletter',
  },
  /** the double opt-in mail */
  mail: {
    subject: 'Confirmez votre inscription à la newsletter Teranga',
    greeting: 'Bonjour,',
    requested: 'Vous (ou quelqu’un avec votre adresse) avez demandé à recevoir la newsletter de Teranga.',
    openLink: 'Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) :',
    button: 'Confirmer mon inscription',
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : vous ne recevrez rien.',
    unsubscribe: 'Pour vous désinscrire à tout moment :',
    unsubscribeButton: unsubscribe,
    signature: 'L’équipe Teranga',
  },
  form: newsletterFormTexts,
  /** the confirm and unsubscribe pages of the shop */
  pages: {
    confirmTitle: 'Inscription à la newsletter',
    unsubscribeTitle: 'Désinscription de la newsletter',
    working: 'Un instant…',
    missingToken: 'Ce lien est incomplet : ouvrez le lien reçu par e-mail tel quel.',
    unsubscribeQuestion: 'Voulez-vous vraiment ne plus recevoir la newsletter de Teranga ?',
    unsubscribeButton: unsubscribe,
    backHome: shopFrontTexts.backHome,
  },
  bell: bellTexts,
  oauthErrors: oauthErrorTexts,
} as const;
