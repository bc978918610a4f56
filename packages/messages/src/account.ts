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
    },
    empty: 'Aucun vendeur',
    columns: { seller: 'Vendeur', appliedAt: 'Demande', decision: 'Dernière décision', actions: 'Actions' },
    reapplication: 'Nouvelle demande',
    approve: 'Valider',
    reject: 'Refuser',
    reexamine: 'Réexaminer',
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
    },
  },
} as const;
