import type { PluralText } from './plural.js';

/**
 * The account area's own texts (profile screens, the seller guard, the staff desk), beside the specification's
 * exact ones in `messages.profile`. Written for Teranga: the documents leave these screens' wording open.
 */
export const accountMessages = {
  profile: {
    title: 'Mon Profil',
    editTitle: 'Modifier le profil',
    edit: 'Modifier le profil',
    signInRequest: 'Connectez-vous pour voir votre profil.',
    signIn: 'Se connecter',
    verifications: 'Vérifications',
    phonePlaceholder: '+221 77 123 45 67',
    phoneHint: 'Format sénégalais : 77 123 45 67 ou +221 77 123 45 67',
    accountType: 'Type de compte',
    customerText: 'Vous achetez sur Teranga : panier, favoris et suivi de vos commandes.',
    sellerText: 'Vous vendez sur Teranga : vos produits, votre boutique et vos commandes.',
    sellerSwitchNotice:
      "En passant vendeur, votre compte sera examiné par notre équipe : l'espace vendeur s'ouvrira dès sa validation.",
    save: 'Enregistrer les modifications',
    cancel: 'Annuler',
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
      'Vous pouvez corriger votre profil puis demander à nouveau un compte vendeur depuis la page Modifier le profil.',
    checkAgain: 'Vérifier à nouveau',
    checking: 'Vérification...',
    viewProfile: 'Voir mon profil',
    backHome: "Retour à l'accueil",
    comingTitle: 'Espace vendeur',
    comingText: 'Vos écrans de gestion des produits arrivent prochainement.',
  },
  staff: {
    title: 'Validation des vendeurs',
    intro: 'Les demandes en attente apparaissent en premier.',
    sections: {
      pending: 'En attente',
      rejected: 'Refusés',
      approved: 'Validés',
      suspended: 'Suspendus',
    },
    empty: 'Aucun vendeur',
    columns: { seller: 'Vendeur', appliedAt: 'Demande', decision: 'Dernière décision', actions: 'Actions' },
    reapplication: 'Nouvelle demande',
    approve: 'Valider',
    reject: 'Refuser',
    reexamine: 'Réexaminer',
    suspend: 'Suspendre',
    reopen: 'Rouvrir la boutique',
    rejectTitle: (name: string) => `Refuser le compte vendeur de ${name}`,
    reasonLabel: 'Motif du refus (lu par le vendeur)',
    reasonHint: '500 caractères au plus.',
    confirmReject: 'Refuser le compte',
    cancel: 'Annuler',
    loadFailed: 'Impossible de charger les vendeurs',
    updateFailed: 'Impossible de modifier le statut du vendeur',
    approved: 'Validé',
    rejected: 'Refusé',
    none: 'Aucune',
    headerLink: 'Validation des vendeurs',
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
      sellers: 'Validation des vendeurs',
      balances: 'Soldes des vendeurs',
      flagged: 'Commandes signalées',
      refunds: 'Remboursements',
    },
    nav: {
      label: 'Bureau de l’équipe',
      sellers: 'Vendeurs',
      balances: 'Soldes',
      flagged: 'Commandes signalées',
      refunds: 'Remboursements',
    },
    sellerStatuses: { pending: 'En attente', approved: 'Validé', rejected: 'Refusé', suspended: 'Suspendu' },
    balances: {
      title: 'Soldes des vendeurs',
      intro:
        'Ce que Teranga doit à chaque vendeur, d’après le journal : ventes payées, moins la commission et les remboursements.',
      caption: 'Solde de chaque vendeur',
      seller: 'Vendeur',
      status: 'Statut',
      balance: 'Solde',
      commission: 'Commission',
      sales: 'Ventes',
      refunds: 'Remboursements',
      openParts: 'Parties ouvertes',
      flaggedParts: 'Signalées',
      flaggedLink: 'Voir les commandes signalées',
      empty: 'Aucun vendeur n’a encore de vente',
      loadFailed: 'Impossible de charger les soldes',
      total: 'Total dû aux vendeurs : {amount}',
    },
    flagged: {
      title: 'Commandes signalées',
      intro:
        'Parties ouvertes d’un vendeur refusé ou suspendu : le vendeur ne peut plus les expédier. Annulez-les pour rembourser le client.',
      empty: 'Aucune commande signalée',
      emptyText: 'Les parties d’un vendeur refusé ou suspendu apparaîtront ici.',
      loadFailed: 'Impossible de charger les commandes signalées',
      customer: 'Client : {email}',
      cancel: 'Annuler et rembourser',
      /** '{seller}' and '{number}' name the part */
      cancelLabel: 'Annuler et rembourser la partie de {seller} (commande {number})',
      confirmTitle: 'Annuler cette partie ?',
      confirmText:
        'La partie de {seller} de la commande {number} ({amount}) sera annulée, son stock rendu et, si elle est payée, le client remboursé.',
      keep: 'Retour',
      done: 'Partie de {seller} annulée (commande {number})',
      failed: "La partie n'a pas pu être annulée",
    },
    refunds: {
      title: 'Remboursements',
      intro:
        'Un remboursement refusé par le fournisseur de paiement reste ici jusqu’à ce qu’il passe : réessayez-le.',
      caption: 'Remboursements, les plus récents d’abord',
      filter: 'Statut',
      all: 'Tous',
      order: 'Commande',
      customer: 'Client',
      amount: 'Montant',
      reason: 'Motif',
      status: 'Statut',
      attempts: 'Essais',
      /** under a refund's status: how many times it was asked of the provider */
      attemptsCount: { one: '{count} essai', other: '{count} essais' } satisfies PluralText,
      lastError: 'Réponse du fournisseur',
      date: 'Date',
      actions: 'Actions',
      reasons: { cancelled: 'Annulation', 'late-payment': 'Paiement arrivé après annulation' },
      retry: 'Réessayer',
      /** '{number}' is the order's */
      retryLabel: 'Réessayer le remboursement de la commande {number}',
      empty: 'Aucun remboursement',
      emptyFiltered: 'Aucun remboursement avec ce statut',
      loadFailed: 'Impossible de charger les remboursements',
      retryFailed: "Le remboursement n'a pas pu être redemandé",
    },
  },
} as const;
