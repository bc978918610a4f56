import * as Toast from '@radix-ui/react-toast';
import { toasterLabels } from '@teranga/messages/kit/toaster';
import { clsx } from 'clsx';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import * as styles from './toaster.css';

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  tone?: 'positive' | 'critical' | 'info';
  /** overrides the toaster's duration */
  duration?: number;
}

export interface ToasterProps {
  /** Les notifications affichées (identifiant, ton, titre, message). */
  toasts: readonly ToastMessage[];
  /** Appelée quand une notification se ferme (délai, glissement, bouton). */
  onDismiss: (id: string) => void;
  /** milliseconds each toast stays (3 s) */
  duration?: number;
  /** Nom de la zone ; Radix remplace `{hotkey}` par la touche qui y mène (F8). */
  label?: string;
  /** Lu avant chaque notification par les lecteurs d’écran. */
  announceLabel?: string;
  /** Nom lu du bouton de fermeture. */
  closeLabel?: string;
}

/** Radix toasts at the bottom right, clear of the header: 'Produit ajouté au panier !' and the seller's successes and errors. */
export function Toaster({
  toasts,
  onDismiss,
  duration = 3000,
  label = toasterLabels.label,
  announceLabel = toasterLabels.announce,
  closeLabel = toasterLabels.close,
}: ToasterProps) {
  // The provider's label prefixes each announced toast (it is not interpolated); the viewport's names the region.
  return (
    <Toast.Provider duration={duration} label={announceLabel} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          data-slot="toast"
          data-variant={toast.tone ?? 'info'}
          className={clsx(styles.toast, styles.tone[toast.tone ?? 'info'])}
          duration={toast.duration}
          type={toast.tone === 'critical' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <div>
            <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className={iconButton} aria-label={closeLabel}>
            <Icon name="close" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={label} />
    </Toast.Provider>
  );
}
