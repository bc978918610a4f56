import { fill } from '@teranga/messages/format';
import { shopPageTexts } from '@teranga/messages/storefront';
import { AlertBanner, Button, ImagePicker, TextField } from '@teranga/ui';
import { useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import * as styles from './list-item.page.css';

/** The document: the listing form takes at most 5 photos. */
const MAX_LISTING_PHOTOS = 5;

const CATEGORIES = shopPageTexts.listItem.categories.map((label) => ({
  value: label.toLowerCase(),
  label,
}));
const CONDITIONS = shopPageTexts.listItem.conditions.map((label) => ({
  value: label,
  label,
}));

/** /list-item: the item-listing form, a static mock-up that submits nothing (at most 5 photos). */
export function ListItemPage() {
  const [photos, setPhotos] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopPageTexts.listItem.title}</h1>
        {submitted ? <AlertBanner tone="info">{shopPageTexts.listItem.demo}</AlertBanner> : null}
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
          }}
        >
          <div className={styles.wide}>
            <TextField label={shopPageTexts.listItem.name} name="title" required />
          </div>
          <NativeSelect label={shopPageTexts.listItem.category} name="category" options={CATEGORIES} />
          <TextField label={shopPageTexts.listItem.brand} name="brand" />
          <TextField label={shopPageTexts.listItem.price} name="price" type="number" min={0} />
          <NativeSelect label={shopPageTexts.listItem.condition} name="condition" options={CONDITIONS} />
          <TextField label={shopPageTexts.listItem.size} name="size" />
          <TextField label={shopPageTexts.listItem.color} name="color" />
          <div className={styles.wide}>
            <TextField label={shopPageTexts.listItem.description} name="description" />
          </div>
          <div className={styles.wide}>
            <ImagePicker
              value={photos}
              onChange={setPhotos}
              max={MAX_LISTING_PHOTOS}
              labels={{
                label: shopPageTexts.listItem.photos,
                hint: fill(shopPageTexts.listItem.photosHint, { max: MAX_LISTING_PHOTOS }),
              }}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit">{shopPageTexts.listItem.publish}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}
