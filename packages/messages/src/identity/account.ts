import { listingMessages } from '../catalogue/specification.js';
import type { PluralText } from '../plural.js';
import { payoutMessages } from '../seller/payouts.js';
import { sellerFormMessages } from '../seller/product-forms.js';
import * as words from '../words.js';

/** Written once in this file, shown in two places. */
const flaggedOrders = 'Commandes signalées';
const editProfile = 'Modifier le profil';
const sellerBalances = 'Soldes des vendeurs';
const providerAnswer = 'Réponse du fournisseur';

/**
 * The account area's own texts (profile screens, the seller guard, the staff desk), beside the specification's
 * exact ones in `messages.profile`. Written for Teranga: the documents leave these screens' wording open.
 */
export const accountMessages = {
  profile: {
    title: words.myProfile,
    editTitle: editProfile,
    edit: editProfile,
    signInRequest: 'Connectez-vous pour voir votre profil.',
    signIn: words.signIn,
    verifications: 'Vérifications',
    phonePlaceholder: '+221 77 123 45 67',
    phoneHint: 'Format sénégalais : 77 123 45 67 ou +221 77 123 45 67',
    accountType: words.accountType,
    customerText: 'Vous achetez sur Teranga : panier, favoris et suivi de vos commandes.',
    sellerText: 'Vous vendez sur Teranga : vos produits, votre boutique et vos commandes.',
    sellerSwitchNotice:
      "En passant vendeur, votre compte sera examiné par notre équipe : l'espace vendeur s'ouvrira dès sa validation.",
    save: sellerFormMessages.editSubmit,
    cancel: words.cancel,
  },
  guard: {
    pendingTitle: 'Compte vendeur en attente de validation',
    pendingText:
      'Notre équipe examine votre demande. Vous pourrez gérer vos produits dès que votre compte vendeur sera validé.',
    rejectedTitle: 'Demande de compte vendeur refusée',
    rejectedText: "Notre équipe n'a pas validé votre compte vendeur.",
    suspendedTitle: 'Compte vendeur suspendu',
    suspendedText:
      'Notre équipe a suspendu votre boutique : vos produits ne sont plus en vente. Contactez-nous pour la rouvrir.',
    previousRefusal: 'Motif du refus précédent :',
    reason: 'Motif :',
    reapply:
      'Vous pouvez corriger votre profil si besoin, puis demander à nouveau un compte vendeur : notre équipe examinera votre nouvelle demande.',
    reapplyButton: 'Redemander un compte vendeur',
    reapplying: 'Envoi de la demande...',
    /** after registering as a seller: what happens next */
    nextTitle: 'Et ensuite ?',
    nextSteps: [
      'Votre demande est enregistrée : elle attend parmi les comptes vendeurs que notre équipe valide.',
      "Dès sa validation, votre espace vendeur s'ouvre ici : vos produits, vos ventes et vos commandes.",
      'En attendant, vérifiez votre profil : nous vous joindrons au téléphone indiqué si besoin.',
    ],
    checkAgain: 'Vérifier à nouveau',
    checking: 'Vérification...',
    viewProfile: 'Voir mon profil',
    backHome: words.backHome,
    comingTitle: words.sellerArea,
    comingText: 'Vos écrans de gestion des produits arrivent prochainement.',
  },
  staff: {
    title: words.sellerValidation,
    intro: 'Les demandes en attente apparaissent en premier.',
    sections: {
      pending: words.pending,
      rejected: 'Refusés',
      approved: 'Validés',
      suspended: 'Suspendus',
    },
    empty: 'Aucun vendeur',
    columns: {
      seller: words.seller,
      appliedAt: 'Demande',
      decision: 'Dernière décision',
      actions: words.actions,
    },
    reapplication: 'Nouvelle demande',
    approve: 'Valider',
    reject: words.refuse,
    reexamine: 'Réexaminer',
    suspend: 'Suspendre',
    reopen: 'Rouvrir la boutique',
    rejectTitle: (name: string) => `Refuser le compte vendeur de ${name}`,
    reasonLabel: 'Motif du refus (lu par le vendeur)',
    reasonHint: '500 caractères au plus.',
    confirmReject: 'Refuser le compte',
    cancel: words.cancel,
    loadFailed: 'Impossible de charger les vendeurs',
    updateFailed: 'Impossible de modifier le statut du vendeur',
    approved: words.approved,
    rejected: words.refused,
    none: 'Aucune',
    headerLink: words.sellerValidation,
    done: {
      approved: (name: string) => `Compte vendeur de ${name} validé`,
      rejected: (name: string) => `Compte vendeur de ${name} refusé`,
      pending: (name: string) => `Compte vendeur de ${name} remis en attente`,
      suspended: (name: string) => `Boutique de ${name} suspendue : ses produits ont quitté la boutique`,
    },
  },
  /** the staff desk's other screens (marketplace orders): its navigation, balances, flagged orders and refunds */
  staffDesk: {
    /** the tab title of each screen of the desk */
    titles: {
      sellers: words.sellerValidation,
      balances: sellerBalances,
      flagged: flaggedOrders,
      refunds: words.refunds,
      payouts: words.payouts,
    },
    nav: {
      label: words.staffDesk,
      sellers: 'Vendeurs',
      balances: 'Soldes',
      flagged: flaggedOrders,
      refunds: words.refunds,
      payouts: words.payouts,
    },
    sellerStatuses: {
      pending: words.pending,
      approved: words.approved,
      rejected: words.refused,
      suspended: 'Suspendu',
    },
    balances: {
      title: sellerBalances,
      intro:
        'Ce que Teranga doit à chaque vendeur, d’après le journal : ventes payées, moins la commission et les remboursements.',
      caption: 'Solde de chaque vendeur',
      seller: words.seller,
      status: words.status,
      balance: words.balance,
      commission: words.commission,
      sales: 'Ventes',
      refunds: words.refunds,
      openParts: 'Parties ouvertes',
      flaggedParts: 'Signalées',
      flaggedLink: 'Voir les commandes signalées',
      empty: 'Aucun vendeur n’a encore de vente',
      loadFailed: 'Impossible de charger les soldes',
      total: 'Total dû aux vendeurs : {amount}',
      actions: words.actions,
      pay: 'Verser le solde',
      /** '{seller}' names the seller */
      payLabel: 'Verser le solde de {seller}',
      confirmTitle: 'Verser le solde ?',
      confirmText:
        '{amount} seront versés à {seller} sur son numéro Wave. Le solde est débité dès maintenant.',
      confirmPay: 'Verser',
      keep: words.cancel,
      paid: 'Versement de {amount} à {seller} demandé',
      payFailed: 'Le versement n’a pas pu être demandé',
    },
    flagged: {
      title: flaggedOrders,
      intro:
        'Parties ouvertes d’un vendeur refusé ou suspendu : le vendeur ne peut plus les expédier. Annulez-les pour rembourser le client.',
      empty: 'Aucune commande signalée',
      emptyText: 'Les parties d’un vendeur refusé ou suspendu apparaîtront ici.',
      loadFailed: 'Impossible de charger les commandes signalées',
      customer: 'Client : {email}',
      cancel: words.cancelAndRefund,
      /** '{seller}' and '{number}' name the part */
      cancelLabel: 'Annuler et rembourser la partie de {seller} (commande {number})',
      confirmTitle: 'Annuler cette partie ?',
      confirmText:
        'La partie de {seller} de la commande {number} ({amount}) sera annulée, son stock rendu et, si elle est payée, le client remboursé.',
      keep: words.back,
      done: 'Partie de {seller} annulée (commande {number})',
      failed: "La partie n'a pas pu être annulée",
    },
    refunds: {
      title: words.refunds,
      intro:
        'Un remboursement refusé par le fournisseur de paiement reste ici jusqu’à ce qu’il passe : réessayez-le.',
      caption: 'Remboursements, les plus récents d’abord',
      filter: words.status,
      all: words.all,
      order: words.order,
      customer: words.customer,
      amount: words.amount,
      reason: 'Motif',
      status: words.status,
      attempts: 'Essais',
      /** under a refund's status: how many times it was asked of the provider */
      attemptsCount: { one: '{count} essai', other: '{count} essais' } satisfies PluralText,
      lastError: providerAnswer,
      date: words.date,
      actions: words.actions,
      reasons: {
        cancelled: 'Annulation',
        'late-payment': 'Paiement arrivé après annulation',
        return: words.back,
      },
      retry: listingMessages.retry,
      /** '{number}' is the order's */
      retryLabel: 'Réessayer le remboursement de la commande {number}',
      empty: 'Aucun remboursement',
      emptyFiltered: 'Aucun remboursement avec ce statut',
      loadFailed: 'Impossible de charger les remboursements',
      retryFailed: "Le remboursement n'a pas pu être redemandé",
    },
    payouts: {
      title: words.payouts,
      intro:
        'Ce que Teranga a versé aux vendeurs sur leur numéro Wave. Un versement refusé est recrédité au solde du vendeur : réessayez-le.',
      caption: 'Versements, les plus récents d’abord',
      filter: words.status,
      all: words.all,
      seller: words.seller,
      amount: words.amount,
      phone: words.number,
      status: words.status,
      date: words.date,
      actions: words.actions,
      statuses: {
        pending: words.requested,
        processing: words.inProgress,
        succeeded: words.paidOut,
        failed: words.refused,
      },
      lastError: providerAnswer,
      demo: 'démonstration',
      retry: listingMessages.retry,
      /** '{seller}' names the seller */
      retryLabel: 'Réessayer le versement à {seller}',
      retried: payoutMessages.retried,
      retryFailed: "Le versement n'a pas pu être redemandé",
      empty: 'Aucun versement',
      emptyFiltered: 'Aucun versement avec ce statut',
      loadFailed: 'Impossible de charger les versements',
    },
  },
} as const;
