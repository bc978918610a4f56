import { messages } from './catalogue.js';
import { type Labels, shared } from './kit.js';
import { orderLabels } from './order-labels.js';

/**
 * The default labels of the kit's account and order components (order timeline, profile card, register and reset
 * forms, verification card): apart from `kitLabels`, which the storefront's shell carries whole, since none of them
 * shows on the pages a visit opens first.
 */
const kitAccount = {
  orderTimeline: {
    label: 'Suivi de la commande',
    steps: { confirmed: 'Confirmée', packed: 'Emballée', inTransit: 'En Transit', delivered: 'Livrée' },
    states: { done: 'terminée', current: 'en cours', upcoming: 'à venir' },
  },
  profileCard: {
    seller: messages.profile.sellerLabel,
    customer: messages.profile.customerLabel,
    memberSince: 'Membre depuis le',
    firstName: shared.firstName,
    lastName: shared.lastName,
    email: shared.email,
    phone: shared.phone,
    missing: messages.profile.notProvided,
    loading: 'Chargement du profil',
  },
  registerForm: {
    title: 'Créer un compte',
    accountType: 'Type de compte',
    customer: messages.accountTypes.customer,
    customerText: 'Acheter des produits',
    seller: messages.accountTypes.seller,
    sellerText: 'Vendre des produits',
    sellerNotice:
      "Votre compte vendeur est soumis à validation : notre équipe l'examine avant son activation.",
    firstName: shared.firstName,
    lastName: shared.lastName,
    email: shared.email,
    phone: 'Téléphone (optionnel)',
    phoneHint: 'Ex. : 77 123 45 67',
    password: shared.password,
    confirmPassword: shared.confirmPassword,
    submit: 'Créer mon compte',
    submitting: 'Création du compte...',
    or: shared.or,
    hasAccount: 'Déjà un compte ?',
    login: shared.signIn,
  },
  resetPasswordForm: {
    title: 'Réinitialisation du mot de passe',
    password: 'Nouveau mot de passe',
    confirmPassword: shared.confirmPassword,
    submit: 'Réinitialiser le mot de passe',
    submitting: 'Réinitialisation...',
    success: 'Mot de passe réinitialisé ! Redirection vers la connexion...',
    backToLogin: 'Retour à la connexion',
  },
  verificationCard: {
    email: shared.email,
    phone: shared.phone,
    verified: 'Vérifié',
    unverified: 'Non vérifié',
  },
  /** an order's or a part's status, and a part's refund (marketplace orders) */
  orderStatusBadge: orderLabels.statusLabels,
  refundStatusBadge: orderLabels.refundStatusLabels,
  orderPartCard: {
    /** '{seller}' is the seller's shop or name */
    soldBy: 'Vendu par {seller}',
    shopOwn: 'Vendu par Teranga',
    lines: 'Articles de {seller}',
    quantity: 'Quantité : {quantity}',
    subtotal: 'Sous-total',
    refundedTerm: 'Remboursé',
    flagged: 'Vendeur suspendu ou refusé : à traiter par l’équipe',
  },
  balanceSummary: {
    label: 'Mon solde',
    balance: 'Solde',
    balanceHint: 'Ce que Teranga vous doit',
    commission: 'Commission',
    /** '{percent}' is the shop's commission rate */
    commissionHint: '{percent} % des ventes',
    sales: 'Ventes payées',
    refunds: 'Remboursements',
    loading: 'Chargement du solde',
  },
} as const;

export const kitAccountLabels: Labels<typeof kitAccount> = kitAccount;
