// The specification's texts every page may show: the network and the generic failure, letter for letter.
import { apiClientTexts } from '../api-client.js';

export const networkMessages = {
  unreachable: apiClientTexts.unreachable,
  offline: 'Erreur de réseau. Vérifiez votre connexion internet.',
} as const;

export const genericErrorMessage = 'Une erreur est survenue';
