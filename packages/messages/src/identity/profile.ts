// The specification's texts about the profile page, letter for letter.
export const profileMessages = {
  updated: 'Profil mis à jour avec succès !',
  updateFailed: 'Erreur lors de la mise à jour du profil',
  notProvided: 'Non renseigné',
  sellerLabel: 'Vendeur Premium',
  customerLabel: 'Client Premium',
  emailLocked: "L'email ne peut pas être modifié",
  unauthorized: 'Accès non autorisé',
  saving: 'Enregistrement...',
  customerOption: 'Client - Acheter des produits',
  sellerOption: 'Vendeur - Vendre des produits',
} as const;
