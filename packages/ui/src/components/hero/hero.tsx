import { kitLabels } from '@teranga/messages';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import * as styles from './hero.css';

export interface HeroProps {
  eyebrow?: string;
  title?: ReactNode;
  text?: ReactNode;
  /** 'Parcourir': the app scrolls to the categories */
  onBrowse: () => void;
  browseLabel?: string;
}

/** The home page's opening: a wax-print banner and 'Parcourir'. */
export function Hero({
  eyebrow = kitLabels.hero.eyebrow,
  title = kitLabels.hero.title,
  text = kitLabels.hero.text,
  onBrowse,
  browseLabel = kitLabels.hero.browse,
}: HeroProps) {
  return (
    <section data-slot="hero" className={styles.hero} aria-labelledby="teranga-hero-title">
      <div className={styles.content}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="teranga-hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div>
          <Button variant="accent" size="lg" onClick={onBrowse}>
            {browseLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
