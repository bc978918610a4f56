import { profileMessages } from '../identity/profile.js';
import { type Labels, shared } from './shared.js';

const profileCardTexts = {
  seller: profileMessages.sellerLabel,
  customer: profileMessages.customerLabel,
  memberSince: 'Membre depuis le',
  firstName: shared.firstName,
  lastName: shared.lastName,
  email: shared.email,
  phone: shared.phone,
  missing: profileMessages.notProvided,
  loading: 'Chargement du profil',
} as const;
export const profileCardLabels: Labels<typeof profileCardTexts> = profileCardTexts;
