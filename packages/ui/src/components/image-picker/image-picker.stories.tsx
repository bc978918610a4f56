import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ImagePicker, type ImagePickerItem } from './image-picker';

// Solid 8×8 PNGs in the kit's colours: real image files, nothing fetched.
const pixels = {
  indigo:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQtq3GihiGlgQATwM2wfK/njYAAAAASUVORK5CYII=',
  kente:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4tNIaK2IYWhIAgxxxgRpvntUAAAAASUVORK5CYII=',
  wax: 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPYoiyBFTEMLQkAgCE7wdCW6NQAAAAASUVORK5CYII=',
  bogolan:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPIDnHBihiGlgQAVv9AwUEQaeQAAAAASUVORK5CYII=',
} as const;

function imageFile(name: string, colour: keyof typeof pixels, type = 'image/png'): File {
  const bytes = Uint8Array.from(atob(pixels[colour]), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type, lastModified: 0 });
}

const threeImages = [
  imageFile('boubou-face.png', 'indigo'),
  imageFile('boubou-dos.png', 'kente'),
  imageFile('boubou-detail.png', 'wax'),
];

/** The docs page's text: what it is, when to use it, when not, and its accessibility notes. */
const usage =
  'Le choix des images d’un produit : plusieurs fichiers JPG, PNG ou WEBP (10 au plus), en aperçu, le premier marqué « Principal », chacun retirable ; avec `items`, une liste d’envoi où chaque image montre sa progression, son annulation ou son refus.\n\n**Quand l’utiliser** : dans le formulaire de produit du vendeur.\n\n**Quand ne pas l’utiliser** : pour montrer les images d’un produit à l’acheteur (`Gallery`) ; pour un seul fichier qui n’est pas une image (un champ fichier simple).\n\n**Accessibilité** : un vrai `<input type="file">`, masqué à l’écran mais pas au clavier : Tab l’atteint (l’anneau de focus entoure la zone visible), Entrée ou Espace ouvre le sélecteur ; il est nommé par le libellé et « Choisir des images » et décrit par la consigne et l’erreur (`aria-describedby`) ; le nombre d’images est annoncé poliment (`aria-live`), un refus ou un échec tout de suite (`role="alert"`) ; chaque bouton Retirer ou Annuler est nommé avec le numéro et le nom du fichier ; un envoi a sa barre `progressbar` nommée.';

const meta = {
  title: 'Composants/Formulaires/Sélecteur d’images',
  // The English id keeps the stories' addresses (and screenshot names) from before the French titles.
  id: 'composants-vendeur-imagepicker',
  parameters: { docs: { description: { component: usage } } },
  component: ImagePicker,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Vide',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 10 images')).toBeVisible();
    await expect(canvas.getByLabelText('Images Choisir des images')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  },
};

export const WithPreviews: Story = {
  name: 'Avec aperçus',
  tags: ['screenshot'],
  args: { defaultValue: threeImages },
  play: async ({ canvas }) => {
    const previews = await canvas.findAllByRole('img');
    await expect(previews).toHaveLength(3);
    for (const preview of previews) await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Principal');
    await expect(canvas.getAllByText('Principal')).toHaveLength(1);
  },
};

export const PickFiles: Story = {
  name: 'Choisir des fichiers',
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Images Choisir des images');
    await userEvent.upload(input, [
      imageFile('pagne.png', 'indigo'),
      imageFile('foulard.webp', 'kente', 'image/webp'),
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'pagne.png' }),
      expect.objectContaining({ name: 'foulard.webp' }),
    ]);
    await expect(await canvas.findByAltText('Aperçu 1 (pagne.png)')).toBeVisible();
    await expect(canvas.getByText('2 / 10 images')).toBeVisible();
  },
};

export const RefusesOtherTypes: Story = {
  name: 'Refuse les autres types',
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Images Choisir des images');
    // `accept` filters the dialog; a drop or a script can still hand over anything, so the picker checks too.
    await userEvent.upload(input, [new File(['%PDF'], 'catalogue.pdf', { type: 'application/pdf' })], {
      applyAccept: false,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Format non accepté (JPG, PNG ou WEBP) : catalogue.pdf',
    );
  },
};

export const KeepsTenAtMost: Story = {
  name: 'Dix au plus',
  args: { defaultValue: Array.from({ length: 8 }, (_, i) => imageFile(`photo-${i + 1}.png`, 'bogolan')) },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Images Choisir des images');
    await userEvent.upload(input, [
      imageFile('a.png', 'indigo'),
      imageFile('b.png', 'kente'),
      imageFile('c.png', 'wax'),
    ]);
    const [files] = (args.onChange as ReturnType<typeof fn>).mock.lastCall as [File[]];
    await expect(files).toHaveLength(10);
    await expect(files.map((file) => file.name).slice(-2)).toEqual(['a.png', 'b.png']);
    await expect(canvas.getByText('Vous avez atteint le maximum de 10 images.')).toBeVisible();
    await expect(input).toBeDisabled();
  },
};

export const RemoveImage: Story = {
  name: 'Retirer une image',
  args: { defaultValue: threeImages },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Retirer l'image 1 (boubou-face.png)" }));
    await expect(args.onChange).toHaveBeenLastCalledWith([threeImages[1], threeImages[2]]);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    // The next image becomes the main one.
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Principal');
    await expect(await canvas.findByAltText('Aperçu 1 (boubou-dos.png)')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  name: 'Clavier seul',
  args: { defaultValue: threeImages },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Images Choisir des images')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: "Retirer l'image 1 (boubou-face.png)" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([threeImages[0], threeImages[2]]);
  },
};

export const UploadError: Story = {
  name: 'Erreur d’envoi',
  args: { defaultValue: threeImages.slice(0, 1), error: "Erreur lors de l'envoi de l'image" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Images Choisir des images')).toHaveAccessibleDescription(
      "JPG, PNG ou WEBP, 10 images au maximum Erreur lors de l'envoi de l'image",
    );
  },
};

export const LongFrenchText: Story = {
  name: 'Texte français long',
  args: {
    defaultValue: [imageFile('ensemble-traditionnel-trois-pieces-bazin-riche-indigo.png', 'indigo')],
    labels: {
      label: 'Photographies du produit présentées dans la boutique',
      choose: 'Glissez vos photographies ici ou cliquez pour les choisir sur votre appareil',
      main: 'Photo principale',
    },
  },
};

export const Disabled: Story = {
  name: 'Désactivé',
  args: { disabled: true, defaultValue: threeImages.slice(0, 1) },
};

export const Mobile: Story = {
  name: 'Téléphone',
  globals: { viewport: { value: 'mobile' } },
  args: { defaultValue: threeImages },
};

export const Dark: Story = {
  name: 'Thème sombre',
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  args: { defaultValue: threeImages },
};

// The upload list (items mode): what the seller's product forms show while each image is sent on its own.
const uploading: ImagePickerItem[] = [
  { key: 'a', name: 'boubou-face.png', file: threeImages[0], state: 'uploaded', progress: 1 },
  { key: 'b', name: 'boubou-dos.png', file: threeImages[1], state: 'uploading', progress: 0.42 },
  { key: 'c', name: 'boubou-detail.png', file: threeImages[2], state: 'uploading', progress: 0 },
];

export const Uploading: Story = {
  name: 'Envoi en cours',
  tags: ['screenshot'],
  args: { items: uploading, onAdd: fn(), onRemove: fn(), onCancel: fn() },
  play: async ({ args, canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(
      canvas.getByRole('progressbar', { name: "Envoi de l'image 2 (boubou-dos.png)" }),
    ).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Envoi… 42 %')).toBeVisible();
    await expect(canvas.getByText('Envoyée')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Principal');
    await userEvent.click(
      canvas.getByRole('button', { name: "Annuler l'envoi de l'image 2 (boubou-dos.png)" }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: "Retirer l'image 1 (boubou-face.png)" }));
    await expect(args.onRemove).toHaveBeenCalledWith('a');
  },
};

export const RefusedFile: Story = {
  name: 'Fichier refusé',
  tags: ['screenshot'],
  args: {
    items: [
      { key: 'a', name: 'boubou-face.png', file: threeImages[0], state: 'uploaded', progress: 1 },
      {
        key: 'g',
        name: 'anime.gif',
        state: 'refused',
        message: "Format d'image non accepté (JPG, PNG ou WEBP)",
      },
      {
        key: 'f',
        name: 'faux.png',
        file: threeImages[1],
        state: 'failed',
        message: "Image illisible : le fichier est abîmé ou n'est pas une vraie image JPG, PNG ou WEBP",
      },
    ],
    onAdd: fn(),
    onRemove: fn(),
  },
  play: async ({ args, canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent("Refusée : Format d'image non accepté (JPG, PNG ou WEBP)");
    await expect(alerts[1]).toHaveTextContent('Échec : Image illisible');
    // Only kept images count, and the refused one is never the main image.
    await expect(canvas.getByText('1 / 10 images')).toBeVisible();
    await expect(canvas.getAllByText('Principal')).toHaveLength(1);
    const remove = canvas.getByRole('button', { name: "Retirer l'image 2 (anime.gif)" });
    await expect(remove).toHaveAccessibleDescription(/Format d'image non accepté/);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('g');
  },
};

export const HandsEveryFileToTheCaller: Story = {
  name: 'Passe chaque fichier à l’appelant',
  args: { items: [], onAdd: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Images Choisir des images');
    const gif = new File(['GIF89a'], 'anime.gif', { type: 'image/gif' });
    await userEvent.upload(input, [imageFile('pagne.png', 'indigo'), gif], { applyAccept: false });
    // The caller applies the rules (and says why a file is refused): the picker filters nothing here.
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'pagne.png' }), gif]);
  },
};

export const TenImagesReached: Story = {
  name: 'Dix images atteintes',
  args: {
    items: Array.from({ length: 10 }, (_, i) => ({
      key: `k${i}`,
      name: `photo-${i + 1}.png`,
      file: imageFile(`photo-${i + 1}.png`, i % 2 ? 'kente' : 'bogolan'),
      state: 'uploaded' as const,
      progress: 1,
    })),
    onAdd: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 / 10 images')).toBeVisible();
    await expect(canvas.getByText('Vous avez atteint le maximum de 10 images.')).toBeVisible();
    await expect(canvas.getByLabelText('Images Choisir des images')).toBeDisabled();
  },
};

export const StoredImages: Story = {
  name: 'Images enregistrées',
  args: {
    items: [
      { key: 's1', name: 'Image 1', src: `data:image/png;base64,${pixels.indigo}`, state: 'stored' },
      { key: 's2', name: 'Image 2', state: 'stored' },
    ],
    onRemove: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByAltText('Aperçu 1 (Image 1)')).toBeVisible();
    // No address: the grey tile with the first letter.
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('I');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const EmptyUploadList: Story = {
  name: 'Liste d’envois vide',
  args: { items: [], onAdd: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 / 10 images')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const FailedWithRetry: Story = {
  name: 'Échec avec « Réessayer »',
  tags: ['screenshot'],
  args: {
    items: [
      { key: 'a', name: 'boubou-face.png', file: threeImages[0], state: 'uploaded', progress: 1 },
      { key: 'b', name: 'boubou-dos.png', file: threeImages[1], state: 'uploading', progress: 0.3 },
      { key: 'w', name: 'boubou-detail.png', file: threeImages[2], state: 'uploading', phase: 'waiting' },
      {
        key: 'f',
        name: 'pagne.png',
        file: imageFile('pagne.png', 'bogolan'),
        state: 'failed',
        message: 'Impossible de se connecter au serveur.',
      },
      {
        key: 'r',
        name: 'page.png',
        state: 'refused',
        message: "Format d'image non accepté (JPG, PNG ou WEBP)",
      },
    ],
    onAdd: fn(),
    onRemove: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('En attente…')).toBeVisible();
    const retry = canvas.getByRole('button', { name: "Réessayer l'envoi de l'image 4 (pagne.png)" });
    await expect(retry).toHaveTextContent('Réessayer');
    // A refused file would be refused again: it has no retry.
    await expect(canvas.getAllByRole('button', { name: /^Réessayer/ })).toHaveLength(1);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith('f');
  },
};

/** The caller's list, moved the way the product form moves it. */
function Reorderable() {
  const [items, setItems] = useState<ImagePickerItem[]>([
    { key: 'a', name: 'boubou-face.png', file: threeImages[0], state: 'uploaded', progress: 1 },
    { key: 'b', name: 'boubou-dos.png', file: threeImages[1], state: 'uploaded', progress: 1 },
    { key: 'c', name: 'boubou-detail.png', file: threeImages[2], state: 'uploaded', progress: 1 },
  ]);
  const move = (key: string, to: (index: number) => number) =>
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const next = list.filter((item) => item.key !== key);
      next.splice(Math.max(0, Math.min(next.length, to(from))), 0, list[from] as ImagePickerItem);
      return next;
    });
  return (
    <ImagePicker
      items={items}
      onAdd={() => {}}
      onRemove={() => {}}
      onMove={(key, offset) => move(key, (from) => from + offset)}
      onMakeMain={(key) => move(key, () => 0)}
    />
  );
}

export const ReorderWithTheKeyboard: Story = {
  name: 'Réordonner au clavier et choisir la principale',
  render: () => <Reorderable />,
  play: async ({ canvas }) => {
    const names = () => canvas.getAllByRole('listitem').map((item) => item.getAttribute('data-image-key'));
    await expect(canvas.getByRole('button', { name: "Avancer l'image 1 (boubou-face.png)" })).toBeDisabled();
    canvas.getByRole('button', { name: "Reculer l'image 1 (boubou-face.png)" }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(names()).toEqual(['b', 'a', 'c']);
    await waitFor(() => expect(canvas.getByText('Image déplacée en position 2 sur 3')).toBeInTheDocument());
    // The focus stays on the moved image's button, so Enter again moves it on.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName("Reculer l'image 2 (boubou-face.png)"),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: "Mettre l'image 3 (boubou-detail.png) en principale" }),
    );
    await expect(names()).toEqual(['c', 'b', 'a']);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Principal');
  },
};
