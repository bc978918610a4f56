import * as words from '../words.js';
import { registrationMessages } from './registration.js';

/** Written once in this file, shown in two places. */
const fullName = 'Nom complet';
const district = 'Quartier';
const city = 'Ville';
const region = 'Région';

/**
 * The customer's address book (issue 28): the form's refusals (the server answers the same ones), the API's answers,
 * the form's labels and the « Mes adresses » page.
 */
export const addressTexts = {
  /** One refusal per field, the same on the form and in the API's 400. */
  validation: {
    fullNameRequired: 'Indiquez le nom de la personne qui reçoit la livraison',
    phoneRequired: 'Indiquez le téléphone de la personne qui reçoit la livraison',
    phoneInvalid: registrationMessages.phoneInvalid,
    quartierRequired: 'Indiquez le quartier',
    streetRequired: 'Indiquez la rue, la villa ou l’immeuble',
    cityRequired: 'Indiquez la ville',
    regionRequired: 'Indiquez la région',
    /** Each field's name in a « too long » refusal. */
    names: {
      fullName,
      phone: words.phone,
      quartier: district,
      street: 'Rue',
      landmark: 'Point de repère',
      city,
      region,
    },
    tooLong: (name: string, max: number): string => `${name} : ${max} caractères au plus`,
    /** The envelope's message of a refused address (its `errors` list each field). */
    title: 'Adresse incomplète ou invalide',
  },
  /** What the API answers. */
  api: {
    notFound: 'Adresse introuvable',
    invalidId: 'Identifiant d’adresse invalide',
    tooMany: (max: number): string =>
      `Vous avez déjà ${max} adresses : supprimez-en une avant d’en ajouter une autre`,
    created: 'Adresse ajoutée',
    updated: 'Adresse modifiée',
    removed: 'Adresse supprimée',
  },
  /** The form's labels (the kit's AddressForm). */
  form: {
    fullName,
    phone: words.phone,
    phoneHint: 'Un mobile du Sénégal (ex : 77 123 45 67), pour que le livreur vous joigne.',
    quartier: district,
    street: 'Rue, villa ou immeuble',
    landmark: 'Point de repère (facultatif)',
    landmarkHint: 'Par exemple : en face de la pharmacie, près de la mosquée.',
    city,
    region,
    isDefault: 'Adresse par défaut',
    submit: 'Enregistrer l’adresse',
    cancel: words.cancel,
    saving: 'Enregistrement…',
  },
  /** The address card. */
  card: {
    defaultBadge: words.byDefault,
    landmark: 'Repère :',
    edit: words.edit,
    remove: words.deleteAction,
    makeDefault: 'Définir par défaut',
  },
  /** The « Mes adresses » page of the customer's area. */
  page: {
    title: words.myAddresses,
    intro: 'Les adresses où vous recevez vos commandes. L’adresse par défaut est proposée au paiement.',
    add: 'Ajouter une adresse',
    addTitle: 'Nouvelle adresse',
    editTitle: 'Modifier l’adresse',
    empty: 'Aucune adresse enregistrée pour le moment.',
    loadError: 'Impossible de charger vos adresses. Réessayez dans un instant.',
    removeTitle: 'Supprimer cette adresse ?',
    removeDescription: (fullName: string, quartier: string): string =>
      `L’adresse de ${fullName} (${quartier}) sera retirée de votre carnet.`,
    removeConfirm: words.deleteAction,
    madeDefault: 'Adresse par défaut modifiée',
    link: words.myAddresses,
  },
} as const;
