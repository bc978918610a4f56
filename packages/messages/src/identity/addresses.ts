import { registrationMessages } from './registration.js';

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
      fullName: 'Nom complet',
      phone: 'Téléphone',
      quartier: 'Quartier',
      street: 'Rue',
      landmark: 'Point de repère',
      city: 'Ville',
      region: 'Région',
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
    fullName: 'Nom complet',
    phone: 'Téléphone',
    phoneHint: 'Un mobile du Sénégal (ex : 77 123 45 67), pour que le livreur vous joigne.',
    quartier: 'Quartier',
    street: 'Rue, villa ou immeuble',
    landmark: 'Point de repère (facultatif)',
    landmarkHint: 'Par exemple : en face de la pharmacie, près de la mosquée.',
    city: 'Ville',
    region: 'Région',
    isDefault: 'Adresse par défaut',
    submit: 'Enregistrer l’adresse',
    cancel: 'Annuler',
    saving: 'Enregistrement…',
  },
  /** The address card. */
  card: {
    defaultBadge: 'Par défaut',
    landmark: 'Repère :',
    edit: 'Modifier',
    remove: 'Supprimer',
    makeDefault: 'Définir par défaut',
  },
  /** The « Mes adresses » page of the customer's area. */
  page: {
    title: 'Mes adresses',
    intro: 'Les adresses où vous recevez vos commandes. L’adresse par défaut est proposée au paiement.',
    add: 'Ajouter une adresse',
    addTitle: 'Nouvelle adresse',
    editTitle: 'Modifier l’adresse',
    empty: 'Aucune adresse enregistrée pour le moment.',
    loadError: 'Impossible de charger vos adresses. Réessayez dans un instant.',
    removeTitle: 'Supprimer cette adresse ?',
    removeDescription: (fullName: string, quartier: string): string =>
      `L’adresse de ${fullName} (${quartier}) sera retirée de votre carnet.`,
    removeConfirm: 'Supprimer',
    madeDefault: 'Adresse par défaut modifiée',
    link: 'Mes adresses',
  },
} as const;
