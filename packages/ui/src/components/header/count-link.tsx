import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon, type IconName } from '../../internal/icons';
import type { RenderLink } from '../../internal/link';
import { iconButton } from '../../internal/surface.css';
import { CountBadge } from '../badge/badge';
import * as styles from './header.css';

/** As Radix Tooltip's provider: a short wait on hover, none when passing from one tooltip to the next. */
const HOVER_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** A light tooltip: shown on hover and focus, hidden on leave, blur, press or Escape, and describing the link. */
function useTooltip() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressing = useRef(false);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });
  const handlers = {
    onPointerEnter: (event: { pointerType: string }) => {
      if (event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      if (performance.now() - lastClosedAt < SKIP_DELAY_MS) show();
      else timer.current = setTimeout(show, HOVER_DELAY_MS);
    },
    onPointerLeave: hide,
    onPointerDown: () => {
      // The focus that follows a press is not a reason to show it again.
      pressing.current = true;
      document.addEventListener('pointerup', () => setTimeout(() => (pressing.current = false)), {
        once: true,
      });
      hide();
    },
    onFocus: () => {
      if (!pressing.current) show();
    },
    onBlur: hide,
  };
  return { open, handlers };
}

export interface CountLinkProps {
  href: string;
  icon: IconName;
  count: number;
  label: string;
  tooltip: string;
  renderLink: RenderLink;
  bouncing?: boolean;
  slot: string;
}

/** The wishlist or cart icon with its count badge, and a tooltip saying the count or that it is empty. */
export function CountLink({ href, icon, count, label, tooltip, renderLink, bouncing, slot }: CountLinkProps) {
  const tooltipId = useId();
  const { open, handlers } = useTooltip();
  return (
    <span className={styles.tooltipAnchor} {...handlers}>
      {renderLink({
        href,
        className: iconButton,
        'data-slot': slot,
        'aria-describedby': open ? tooltipId : undefined,
        children: (
          <>
            <Icon name={icon} />
            {/* The name is the word and the visible count: 'Panier 3'. */}
            <span className={visuallyHidden}>{label} </span>
            <CountBadge
              count={count}
              className={styles.bouncing}
              data-bouncing={bouncing ? 'true' : 'false'}
            />
          </>
        ),
      })}
      {open ? (
        // Inside the header, it takes the header's theme (no portal).
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {tooltip}
        </span>
      ) : null}
    </span>
  );
}
