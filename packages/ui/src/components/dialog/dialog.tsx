import * as DialogPrimitive from '@radix-ui/react-dialog';
import { dialogLabels } from '@teranga/messages/kit/dialog';
import { clsx } from 'clsx';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Icon } from '../../internal/icons';
import { iconButton } from '../../internal/surface.css';
import { PortalTheme } from '../theme-provider/theme-provider';
import * as styles from './dialog.css';

/** What the parts of one dialog share: the root's state, and whether it has a trigger and a description. */
interface DialogState {
  open: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  modal: boolean;
  /** a `DialogTrigger` is rendered: Radix gives the focus back to it on closing */
  hasTrigger: { current: boolean };
  hasDescription: boolean;
  setHasDescription: (has: boolean) => void;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialogState(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`<${part}> goes inside <Dialog>`);
  return state;
}

export interface DialogProps {
  /** Fenêtre ouverte (contrôlée) ; sans elle, la boîte garde son propre état. */
  open?: boolean;
  /** Ouverte au départ (non contrôlée). */
  defaultOpen?: boolean;
  /** Appelée quand la boîte s’ouvre ou se ferme (Échap, clic dehors, bouton Fermer, `DialogClose`). */
  onOpenChange?: (open: boolean) => void;
  /** Modale (par défaut) : le focus est piégé et la page bloquée ; la fenêtre « ajouté au panier » ne l’est pas. */
  modal?: boolean;
  /** Les parties : `DialogTrigger`, puis `DialogContent` avec `DialogTitle`, `DialogDescription`, `DialogFooter`. */
  children?: ReactNode;
}

/**
 * The kit's Radix dialog, in parts as Radix composes it: `Dialog` holds the state, `DialogTrigger` opens it,
 * `DialogContent` is the box (portal, overlay, close button) with `DialogTitle`, `DialogDescription`, any content,
 * and `DialogFooter` for its buttons; `DialogClose` closes it from a button of the caller's.
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>En savoir plus</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogTitle>Livraison au Sénégal</DialogTitle>
 *     <DialogDescription>Nos ateliers expédient depuis Dakar sous 48 heures.</DialogDescription>
 *     <DialogFooter><DialogClose asChild><Button>Compris</Button></DialogClose></DialogFooter>
 *   </DialogContent>
 * </Dialog>
 */
export function Dialog({ open, defaultOpen, onOpenChange, modal = true, children }: DialogProps) {
  const hasTrigger = useRef(false);
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <DialogContext.Provider
      value={{ open, onOpenChange, modal, hasTrigger, hasDescription, setHasDescription }}
    >
      <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
        {children}
      </DialogPrimitive.Root>
    </DialogContext.Provider>
  );
}

export type DialogTriggerProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Trigger>;

/** L’élément qui ouvre la boîte (`asChild` : le bouton de l’appelant) ; le focus lui revient à la fermeture. */
export function DialogTrigger(props: DialogTriggerProps) {
  const { hasTrigger } = useDialogState('DialogTrigger');
  hasTrigger.current = true;
  return <DialogPrimitive.Trigger {...props} />;
}

export interface DialogContentProps {
  /** Le titre, la description, le contenu et le pied de la boîte. */
  children: ReactNode;
  /** `alertdialog` pour une confirmation ; `dialog` par défaut. */
  role?: 'dialog' | 'alertdialog';
  /** Nom du bouton Fermer (« Fermer »). */
  closeLabel?: string;
  /**
   * theme class for the portal; not needed any more: a theme on `<html>` or a `ThemeProvider` around the dialog
   * reaches the portal by itself
   * @deprecated wrap the part of the page in `ThemeProvider` instead
   */
  themeClassName?: string;
  /** Classe de la boîte, pour une largeur ou une mise en page propre à un usage. */
  className?: string;
}

/** La boîte elle-même : portail, voile (si modale), bouton Fermer, Échap et clic dehors qui ferment. */
export function DialogContent({
  children,
  role = 'dialog',
  closeLabel = dialogLabels.close,
  themeClassName,
  className,
}: DialogContentProps) {
  const { open, onOpenChange, modal, hasTrigger, hasDescription } = useDialogState('DialogContent');
  const opener = useRef<Element | null>(null);
  const escapeTaken = useRef<KeyboardEvent | null>(null);
  return (
    <DialogPrimitive.Portal>
      <PortalTheme override={themeClassName}>
        {modal ? <DialogPrimitive.Overlay className={styles.overlay} /> : null}
        <DialogPrimitive.Content
          data-slot="dialog"
          role={role}
          className={clsx(styles.content, className)}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Opened by the app rather than a trigger, Radix would give the focus back to no one: it goes back to
            // what had it when the dialog opened (a card's quick-add button), unless the app has moved it since.
            if (hasTrigger.current) return;
            event.preventDefault();
            const lost = !document.activeElement || document.activeElement === document.body;
            if (lost && opener.current instanceof HTMLElement && opener.current.isConnected)
              opener.current.focus();
          }}
          onEscapeKeyDown={(event) => {
            escapeTaken.current = event;
          }}
          onKeyDown={(event) => {
            // Radix gives Escape to the newest layer: a toast shown after the dialog opened took it, and the dialog
            // stayed. Pressed inside the dialog (not in a menu it opened), Escape closes the dialog.
            const inside = event.currentTarget.contains(event.target as Node);
            if (
              event.key === 'Escape' &&
              inside &&
              escapeTaken.current !== event.nativeEvent &&
              open !== undefined
            )
              onOpenChange?.(false);
          }}
        >
          {children}
          <DialogPrimitive.Close className={clsx(iconButton, styles.close)} aria-label={closeLabel}>
            <Icon name="close" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </PortalTheme>
    </DialogPrimitive.Portal>
  );
}

export interface DialogTitleProps {
  /** Le titre, qui nomme la boîte pour les lecteurs d’écran. */
  children: ReactNode;
}

/** Le titre de la boîte (obligatoire : il la nomme). */
export function DialogTitle({ children }: DialogTitleProps) {
  return <DialogPrimitive.Title className={styles.title}>{children}</DialogPrimitive.Title>;
}

export interface DialogDescriptionProps {
  /** Une phrase qui décrit la boîte, lue après son titre (`aria-describedby`). */
  children: ReactNode;
}

/** La description de la boîte ; sans elle, la boîte n’annonce aucune description. */
export function DialogDescription({ children }: DialogDescriptionProps) {
  const { setHasDescription } = useDialogState('DialogDescription');
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <DialogPrimitive.Description className={styles.description}>{children}</DialogPrimitive.Description>;
}

export interface DialogFooterProps {
  /** Les boutons du bas, alignés à droite. */
  children: ReactNode;
}

/** Le pied de la boîte : ses boutons. */
export function DialogFooter({ children }: DialogFooterProps) {
  return <div className={styles.footer}>{children}</div>;
}

/** Ferme la boîte depuis un élément de l’appelant (`asChild`). */
export const DialogClose = DialogPrimitive.Close;
