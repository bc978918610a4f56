// What @teranga/sdk says when a call fails without the server's own words. A subpath of its own
// (`@teranga/messages/api-client`): a shop's first load carries these few texts, not the whole catalogue.

export const apiClientTexts = {
  /** The server cannot be reached at all (refused, reset or dropped connection). */
  unreachable: 'Impossible de se connecter au serveur. Vérifiez que le backend est démarré.',
  /** The same from a page on another origin than the API: the server may also be refusing this origin. */
  unreachableFromOtherOrigin: (origin: string) =>
    'Impossible de se connecter au serveur. Vérifiez que le backend est démarré et qu’il autorise cette origine ' +
    `(${origin}) dans CORS_ORIGINS.`,
  /** A signed-in call made with no token stored. */
  tokenRequired: "Token d'authentification requis",
  /** A product id that breaks the id rule, refused before any request. */
  invalidProductId: 'ID de produit invalide',
  /** An answer that holds no product where one was expected. */
  unexpectedProductShape: 'Structure de réponse inattendue pour le produit',
} as const;

/** 'Erreur {status}: {statusText}', when a failed answer carries no message of its own. */
export const httpErrorMessage = (status: number, statusText: string): string =>
  `Erreur ${status}: ${statusText}`;
