import { messages } from '../catalogue.js';
import { type Labels, shared } from './shared.js';

const profileCardTexts = {
  seller: messages.profile.sellerLabel,
  customer: messages.profile.customerLabel,
  memberSince: 'Membre depuis le',
  firstName: shared.firstName,
  lastName: shared.lastName,
  email: shared.email,
  phone: shared.phone,
  missing: messages.profile.notProvided,
  loading: 'Chargement du profil',
} as const;
export const profileCardLabels: Labels<typeof profileCardTexts> = profileCardTexts;
