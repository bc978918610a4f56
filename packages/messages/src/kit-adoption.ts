import { apiClientTexts } from './api-client.js';

/** Texts added so that other shops can adopt the kit: the API's other origins, and the SDK called from one. */
export const kitAdoptionMessages = {
  /** What the operator reads when CORS_ORIGINS stops the server from starting. */
  cors: {
    wildcard:
      "CORS_ORIGINS=* refusé : l'API accepte des identifiants (jetons, cookie de connexion) et ne peut pas les ouvrir " +
      'à tous les sites. Listez les origines autorisées, séparées par des virgules, par exemple ' +
      'CORS_ORIGINS=https://boutique.example,http://localhost:5173',
    notAnOrigin: (entry: string) =>
      `CORS_ORIGINS : « ${entry} » n'est pas une origine. Une origine s'écrit schéma://hôte[:port], sans chemin ` +
      'ni barre finale, par exemple https://boutique.example',
  },
  /** The SDK's network failure when the page calls an API on another origin: it may also be refusing this one. */
  unreachableFromOtherOrigin: apiClientTexts.unreachableFromOtherOrigin,
} as const;
