import { type ComponentPropsWithoutRef, type ReactNode, useRef, useState } from 'react';
import type { LazyModule } from '../../internal/lazy-module';

/** What the visitor did on the plain trigger before the real one was there, to be done again on it. */
export interface Replay {
  /** the plain trigger had the focus */
  focus: boolean;
  /** the key that asked for the menu (Enter, Space, ArrowDown) */
  key?: string;
  /** a primary-button press asked for the menu */
  pointer?: boolean;
  /** set once replayed (effects may run twice in development) */
  done?: boolean;
}

const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];

interface DeferredTriggerProps<M> extends Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> {
  module: LazyModule<M>;
  /** a menu opens on press or Enter, Space, ArrowDown (as Radix DropdownMenu); a dialog on click (as Radix Dialog) */
  popup: 'menu' | 'dialog';
  /** the real part, once its code is there */
  render: (module: M, replay: Replay | undefined) => ReactNode;
  /** a dialog's opening, kept by the caller while its code loads */
  onOpen?: () => void;
}

/**
 * A plain button that looks and reads like the real trigger; hovering or focusing it fetches the real part, and the
 * press or key that opens it is replayed once that part is there, so that no click or keystroke is lost.
 */
export function DeferredTrigger<M>({
  module,
  popup,
  render,
  onOpen,
  ...buttonProps
}: DeferredTriggerProps<M>) {
  const [loaded, setLoaded] = useState(module.loaded);
  const replay = useRef<Replay>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  if (loaded) return render(loaded, replay.current);

  const activate = (action: Omit<Replay, 'focus'>) => {
    module.load().then(
      (real) => {
        replay.current = { ...action, focus: document.activeElement === button.current };
        setLoaded(() => real);
      },
      // Not reachable (offline): the next press tries again.
      () => undefined,
    );
  };
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      data-state="closed"
      {...buttonProps}
      onPointerEnter={module.preload}
      onFocus={module.preload}
      onPointerDown={
        popup === 'menu'
          ? (event) => {
              if (event.button !== 0 || event.ctrlKey) return;
              // As Radix: a press that opens the menu does not move the focus to the trigger.
              event.preventDefault();
              activate({ pointer: true });
            }
          : undefined
      }
      onKeyDown={
        popup === 'menu'
          ? (event) => {
              if (!MENU_KEYS.includes(event.key)) return;
              event.preventDefault();
              activate({ key: event.key });
            }
          : undefined
      }
      onClick={
        popup === 'dialog'
          ? () => {
              onOpen?.();
              activate({});
            }
          : undefined
      }
    />
  );
}
