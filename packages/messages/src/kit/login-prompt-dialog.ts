import { wishlistMessages } from '../cart/specification.js';
import { type Labels, shared } from './shared.js';

const loginPromptDialogTexts = {
  title: 'Connexion requise',
  message: wishlistMessages.signInToAdd,
  later: 'Plus tard',
  login: shared.signIn,
} as const;
export const loginPromptDialogLabels: Labels<typeof loginPromptDialogTexts> = loginPromptDialogTexts;
