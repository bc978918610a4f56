import { sellerProductMessages } from '../seller/specification.js';
import { type Labels, shared } from './shared.js';

const confirmDialogTexts = {
  title: shared.deleteProduct,
  message: sellerProductMessages.confirmDelete,
  confirm: shared.delete,
  cancel: shared.cancel,
} as const;
export const confirmDialogLabels: Labels<typeof confirmDialogTexts> = confirmDialogTexts;
