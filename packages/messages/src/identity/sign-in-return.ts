// The specification's texts of the sign-in return (an OAuth provider's answer), letter for letter.

export const signInReturnMessages = {
  noToken: "Aucun token reçu dans l'URL. Veuillez réessayer l'authentification.",
  invalidUser: 'Données utilisateur invalides reçues du serveur',
  network: 'Erreur de connexion au serveur. Vérifiez votre connexion Internet.',
  generic: 'Une erreur est survenue lors de la connexion',
} as const;
