import { wishlistMessages } from '../cart/specification.js';
import { productMessages } from '../catalogue/specification.js';
import { passwordAnswers } from '../identity/password-answers.js';
import { forgotPasswordMessages, resetPasswordMessages } from '../identity/password-reset.js';
import { profileMessages } from '../identity/profile.js';
import { registrationMessages } from '../identity/registration.js';
import { loginMessages, sessionMessages, tokenMessages } from '../identity/sign-in.js';
import { LOCALE, plural } from '../plural.js';
import { payoutMessages } from '../seller/payouts.js';
import { shopPageTexts } from '../storefront/shop-pages.js';
import { genericErrorMessage } from '../storefront/specification.js';

/**
 * What the server answers in its `message` field besides the specification's own texts (those come from `messages`,
 * so that a text the app and the server share is written once). openapi.yaml lists them.
 */

/** Sign-in, registration, profile, sellers, favourites and password reset. */
export const identityMessages = {
  invalidCredentials: loginMessages.invalidCredentials,
  userExists: registrationMessages.userExists,
  tokenRequired: sessionMessages.tokenRequired,
  tokenInvalid: tokenMessages.verificationUnauthorized,
  invalidProductId: productMessages.invalidId,
  alreadyInWishlist: wishlistMessages.alreadyThere,
  forgotPasswordSent: forgotPasswordMessages.sent,
  resetTokenMissing: resetPasswordMessages.tokenMissing,
  resetTokenInvalid: resetPasswordMessages.tokenInvalid,
  resetPasswordTooShort: resetPasswordMessages.tooShort,
  profileUpdated: profileMessages.updated,
  emailCannotChange: profileMessages.emailLocked,
  loggedIn: shopPageTexts.signInReturn.succeeded,
  registered: 'Inscription réussie',
  registeredSeller:
    'Inscription réussie. Votre compte vendeur sera activé après validation par notre équipe.',
  loggedOut: 'Déconnexion réussie',
  roleNotAllowed: 'Type de compte invalide : choisissez client ou vendeur',
  passwordChanged: passwordAnswers.passwordChanged,
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner',
  passwordReset: passwordAnswers.passwordReset,
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer plus tard.',
  sellerPending: 'Votre compte vendeur est en attente de validation par notre équipe',
  sellerRejected: 'Votre compte vendeur a été refusé',
  sellerSuspended: 'Votre compte vendeur est suspendu par notre équipe',
  sellerOnly: 'Accès réservé aux vendeurs',
  adminOnly: 'Accès réservé aux administrateurs',
  invalidUserId: "ID d'utilisateur invalide",
  sellerNotFound: payoutMessages.sellerNotFound,
  sellerStatusInvalid: 'Statut de vendeur invalide : pending, approved, rejected ou suspended',
  rejectReasonRequired: 'Indiquez le motif du refus : le vendeur le lira',
  sellerReapplied: "Votre nouvelle demande est envoyée : notre équipe va l'examiner.",
  reapplyRefused: {
    pending: "Votre demande de compte vendeur est déjà en cours d'examen",
    approved: 'Votre compte vendeur est déjà validé',
    suspended: 'Votre boutique est suspendue : contactez-nous pour la rouvrir',
  },
  sellerStatusUpdated: {
    pending: 'Vendeur remis en attente de validation',
    approved: 'Vendeur validé',
    rejected: 'Vendeur refusé',
    suspended: 'Vendeur suspendu : ses produits sont retirés de la boutique',
  },
  productNotFound: 'Produit non trouvé',
  wishlistItemNotFound: 'Produit non trouvé dans les favoris',
  wishlistAdded: 'Produit ajouté aux favoris',
  wishlistRemoved: 'Produit retiré des favoris',
  wishlistUpdated: 'Note mise à jour',
  invalidBody: 'Données invalides',
  notesTooLong: (max: number) =>
    plural(
      {
        one: 'La note ne peut pas dépasser {count} caractère',
        other: 'La note ne peut pas dépasser {count} caractères',
      },
      max,
    ),
  passwordTooLong: (max: number) =>
    plural(
      {
        one: 'Le mot de passe ne peut pas dépasser {count} caractère',
        other: 'Le mot de passe ne peut pas dépasser {count} caractères',
      },
      max,
    ),
  firstNameTooLong: (max: number) =>
    plural(
      {
        one: 'Le prénom ne peut pas dépasser {count} caractère',
        other: 'Le prénom ne peut pas dépasser {count} caractères',
      },
      max,
    ),
  lastNameTooLong: (max: number) =>
    plural(
      {
        one: 'Le nom ne peut pas dépasser {count} caractère',
        other: 'Le nom ne peut pas dépasser {count} caractères',
      },
      max,
    ),
  bodyTooLarge: (limitBytes: number) =>
    `Requête trop volumineuse (${Number((limitBytes / 1024 / 1024).toFixed(1)).toLocaleString(LOCALE)} Mo maximum)`,
  oauthNotConfigured: (provider: string) =>
    `La connexion avec ${provider} n'est pas configurée sur ce serveur`,
  oauthRefused: (provider: string) => `La connexion avec ${provider} a été annulée ou refusée`,
  oauthStateInvalid: 'La demande de connexion a expiré ou est invalide. Veuillez réessayer.',
  oauthFailed: (provider: string) => `La connexion avec ${provider} a échoué. Veuillez réessayer.`,
  oauthEmailUnproven: (provider: string) =>
    `${provider} ne confirme pas votre adresse email, et un compte Teranga l'utilise déjà : connectez-vous avec votre email et votre mot de passe.`,
  oauthNoEmail: (provider: string) =>
    `Votre compte ${provider} ne communique pas d'adresse email : inscrivez-vous avec votre email.`,
} as const;

/** Products and categories. */
export const catalogueMessages = {
  productNotFound: identityMessages.productNotFound,
  categoryNotFound: 'Catégorie non trouvée',
  /** The wording of a product slug the contract's pattern refuses. */
  slugInvalid: 'Slug invalide',
  priceRange: 'Le prix minimum ne peut pas dépasser le prix maximum',
} as const;

/** The envelope's refusals that belong to no resource. */
export const httpMessages = {
  generic: genericErrorMessage,
  notFound: 'Ressource non trouvée',
  authRequired: sessionMessages.tokenRequired,
  /** While the database is unreachable. */
  serviceUnavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  forbiddenCharacter: 'Requête invalide : caractère non autorisé',
  tooDeep: 'Requête invalide : données trop imbriquées',
} as const;

/** Refusals Fastify and Node make themselves, whose defaults are English bodies. */
export const frameworkMessages = {
  invalidJson: 'Corps de requête JSON invalide',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  bodyTooLarge: 'Requête trop volumineuse',
  badUrl: 'Adresse de la requête invalide',
  paramTooLong: 'Adresse de la requête trop longue',
  headersTooLarge: 'En-têtes de la requête trop volumineux',
  timeout: "Délai dépassé : la requête n'est pas arrivée à temps. Veuillez réessayer.",
  invalid: 'Requête invalide',
} as const;

const characters = (count: number) =>
  plural({ one: '{count} caractère', other: '{count} caractères' }, count);
const items = (count: number) => plural({ one: '{count} élément', other: '{count} éléments' }, count);
/** « … doit contenir au moins 8 caractères » and « … au moins 2 éléments »: one sentence, two counted nouns. */
const atLeast = (subject: string, count: string) => `${subject} doit contenir au moins ${count}`;

/**
 * The words of the server's translation of Ajv's issues (the logic stays in the server): `subject` is what
 * `field` returns, e.g. 'Le champ « email »'. Numbers come as Ajv reports them.
 */
export const validationMessages = {
  typeNames: {
    integer: 'un nombre entier',
    number: 'un nombre',
    string: 'un texte',
    boolean: 'true ou false',
    array: 'une liste',
    object: 'un objet',
    null: 'vide',
  } as Readonly<Record<string, string>>,
  /** Joins the accepted types: 'un texte ou vide'. */
  either: (names: readonly string[]) => names.join(' ou '),
  field: (name: string) => (name ? `Le champ « ${name} »` : 'La requête'),
  required: (subject: string) => `${subject} est requis`,
  type: (subject: string, typeName: string) => `${subject} doit être ${typeName}`,
  minLength: (subject: string, limit: number) => atLeast(subject, characters(limit)),
  maxLength: (subject: string, limit: number) => `${subject} ne peut pas dépasser ${characters(limit)}`,
  minimum: (subject: string, limit: string) => `${subject} doit être supérieur ou égal à ${limit}`,
  exclusiveMinimum: (subject: string, limit: string) => `${subject} doit être supérieur à ${limit}`,
  maximum: (subject: string, limit: string) => `${subject} doit être inférieur ou égal à ${limit}`,
  exclusiveMaximum: (subject: string, limit: string) => `${subject} doit être inférieur à ${limit}`,
  oneOf: (subject: string, allowed: readonly unknown[]) => `${subject} doit valoir : ${allowed.join(', ')}`,
  equal: (subject: string, allowed: string) => `${subject} doit valoir ${allowed}`,
  maxItems: (subject: string, limit: number) => `${subject} ne peut pas contenir plus de ${items(limit)}`,
  minItems: (subject: string, limit: number) => atLeast(subject, items(limit)),
  notAccepted: (subject: string) => `${subject} n'est pas accepté`,
  badFormat: (subject: string) => `${subject} n'a pas un format valide`,
  invalid: (subject: string) => `${subject} est invalide`,
  /** Catalogue query parameters, worded for people. */
  query: {
    page: 'Le numéro de page doit être un nombre entier entre 1 et 10000',
    limitRange: (max: string) => `La limite doit être un nombre entier entre 1 et ${max}`,
    limitMin: 'La limite doit être un nombre entier supérieur ou égal à 1',
    sortBy: 'Tri inconnu : choisissez createdAt, price, name, rating ou sold',
    sortOrder: 'Ordre de tri inconnu : choisissez asc ou desc',
    minPrice: 'Le prix minimum doit être un nombre positif',
    maxPrice: 'Le prix maximum doit être un nombre positif',
    searchTooLong: (limit: number) => `La recherche ne peut pas dépasser ${characters(limit)}`,
    searchInvalid: 'Recherche invalide',
    category: 'Catégorie invalide',
    size: 'Taille invalide',
    color: 'Couleur invalide',
    inStock: 'Le filtre inStock doit valoir true ou false',
    featured: 'Le filtre featured doit valoir true ou false',
  },
  /** Path parameters. */
  path: {
    productId: productMessages.invalidId,
    slug: catalogueMessages.slugInvalid,
    file: 'Nom de fichier invalide',
  },
} as const;

/** The image calls' answers (listed in openapi.yaml's upload responses) and the multipart forms' refusals. */
export const mediaMessages = {
  notFound: 'Image non trouvée',
  uploaded: 'Image enregistrée',
  noImage: 'Aucune image reçue',
  oneImageOnly: 'Une seule image par envoi : envoyez les autres une à une',
  unsupportedFormat: "Format d'image non accepté (JPG, PNG ou WEBP)",
  unreadable: "Image illisible : le fichier est abîmé ou n'est pas une vraie image JPG, PNG ou WEBP",
  tooManyPixels: 'Image trop grande : 40 mégapixels au maximum (par exemple 8000 × 5000 pixels)',
  fileTooLarge: 'Image trop volumineuse (10 Mo maximum)',
  tooManyFiles: '10 images au maximum par envoi',
  tooManyFields: 'Formulaire trop long : trop de champs',
  fieldTooLarge: 'Formulaire trop long : un champ dépasse 100 Ko',
  notMultipart: 'Envoyez le formulaire en multipart/form-data',
  malformedForm: 'Formulaire multipart invalide',
  // Resumable uploads (tus, /api/uploads)
  uploadNotFound: 'Envoi introuvable ou expiré : recommencez-le',
  uploadOffsetConflict: "Position d'envoi différente de celle du serveur : reprenez depuis la sienne (HEAD)",
  uploadBadRequest:
    'Requête tus invalide : en-têtes Tus-Resumable 1.0.0, Upload-Length (ou Upload-Offset) et Content-Type application/offset+octet-stream attendus',
  uploadVersion: 'Version du protocole tus non prise en charge : envoyez Tus-Resumable: 1.0.0',
  uploadNotFinished: "Envoi pas encore terminé : l'image n'existe pas encore",
  uploadFailed: "Échec de l'enregistrement de l'envoi : réessayez",
} as const;
