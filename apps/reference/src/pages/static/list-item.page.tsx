import { AlertBanner, Button, ImagePicker, TextField } from '@teranga/ui';
import { useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';

/** The document: the listing form takes at most 5 photos. */
const MAX_LISTING_PHOTOS = 5;

const CATEGORIES = ['Femme', 'Homme', 'Enfant', 'Traditionnelle', 'Accessoires'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));
const CONDITIONS = ['Neuf avec étiquette', 'Neuf sans étiquette', 'Très bon état', 'Bon état'].map(
  (label) => ({
    value: label,
    label,
  }),
);

/** /list-item: the item-listing form, a static mock-up that submits nothing (at most 5 photos). */
export function ListItemPage() {
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>Mettre un article en vente</h1>
        {submitted ? (
          <AlertBanner tone="info">Formulaire de démonstration : aucune annonce n'a été envoyée.</AlertBanner>
        ) : null}
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <TextField label="Titre" name="title" required />
          <NativeSelect label="Catégorie" name="category" options={CATEGORIES} />
          <TextField label="Marque" name="brand" />
          <TextField label="Prix (CFA)" name="price" type="number" min={0} />
          <NativeSelect label="État" name="condition" options={CONDITIONS} />
          <TextField label="Taille" name="size" />
          <TextField label="Couleur" name="color" />
          <TextField label="Description" name="description" />
          <ImagePicker
            value={photos}
            onChange={setPhotos}
            max={MAX_LISTING_PHOTOS}
            labels={{ label: 'Photos', hint: `JPG, PNG ou WEBP, ${MAX_LISTING_PHOTOS} photos au maximum` }}
          />
          <div className={page.row}>
            <Button type="submit">Publier l'annonce</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
