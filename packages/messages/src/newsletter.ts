// Newsletter (double opt-in), the bell's order updates and the sign-in return's provider errors (issue 17, rest).
import { bellTexts, newsletterAnswers, newsletterFormTexts } from './storefront-layout.js';

/** the sign-in return screen: errors a provider (OAuth 2) may send back in `?error=` */
export const oauthErrorTexts = {
  access_denied: 'Vous avez refusé l’accès ou annulé la connexion. Vous pouvez réessayer quand vous voulez.',
  invalid_request: 'La demande de connexion était incomplète. Réessayez depuis la page de connexion.',
  unauthorized_client: 'Ce service de connexion n’accepte pas encore notre boutique. Utilisez votre e-mail.',
  unsupported_response_type: 'Ce service de connexion a refusé la demande. Utilisez votre e-mail.',
  invalid_scope: 'Ce service de connexion a refusé les informations demandées. Utilisez votre e-mail.',
  server_error: 'Le service de connexion a rencontré une erreur. Réessayez dans quelques instants.',
  temporarily_unavailable:
    'Le service de connexion est momentanément indisponible. Réessayez dans quelques instants.',
  interaction_required: 'Le service de connexion demande une action de votre part. Réessayez.',
  login_required: 'Connectez-vous d’abord chez le service choisi, puis réessayez.',
  consent_required: 'Votre accord est nécessaire pour vous connecter. Réessayez et acceptez.',
} as Readonly<Record<string, string>>;

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
    unsubscribeButton: 'Me désinscrire',
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
    unsubscribeButton: 'Me désinscrire',
    backHome: 'Retour à l’accueil',
  },
  bell: bellTexts,
  oauthErrors: oauthErrorTexts,
} as const;
