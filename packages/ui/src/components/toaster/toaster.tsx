import * as Toast from '@radix-ui/react-toast';
import { kitLabels } from '@teranga/messages';
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
  toasts: readonly ToastMessage[];
  /** called when a toast closes (timer, swipe, close button) */
  onDismiss: (id: string) => void;
  /** milliseconds each toast stays (3 s) */
  duration?: number;
  /** the region's name; Radix replaces `{hotkey}` with the key that leads there (F8) */
  label?: string;
  /** read before each toast by screen readers */
  announceLabel?: string;
  closeLabel?: string;
}

/** Radix toasts at the bottom right, clear of the header: 'Produit ajouté au panier !' and the seller's successes and errors. */
export function Toaster({
  toasts,
  onDismiss,
  duration = 3000,
  label = kitLabels.toaster.label,
  announceLabel = kitLabels.toaster.announce,
  closeLabel = kitLabels.toaster.close,
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
