import { wishlistNoteTexts } from '../cart/wishlist.js';
import * as words from '../words.js';
import { type Labels, shared } from './shared.js';

const wishlistItemTexts = {
  addToCart: shared.addToCart,
  view: words.view,
  remove: 'Retirer',
  note: 'Note',
  noNote: 'Aucune note',
  addNote: 'Ajouter une note',
  editNote: 'Modifier la note',
  saveNote: words.save,
  cancel: shared.cancel,
  notePlaceholder: 'Taille à commander, idée cadeau…',
  addedOn: 'Ajouté le',
  loading: 'Chargement du favori',
  noteLength: wishlistNoteTexts.noteLength,
} as const;
export const wishlistItemLabels: Labels<typeof wishlistItemTexts> = wishlistItemTexts;
