import { heroLabels } from '@teranga/messages/kit/hero';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import * as styles from './hero.css';

export interface HeroProps {
  /** Petite ligne au-dessus du titre. */
  eyebrow?: string;
  /** Titre de la bannière. */
  title?: ReactNode;
  /** Texte sous le titre. */
  text?: ReactNode;
  /** Bouton « Parcourir » : l’application fait défiler jusqu’aux catégories. */
  onBrowse: () => void;
  /** Texte du bouton « Parcourir ». */
  browseLabel?: string;
}

/** The home page's opening: a wax-print banner and 'Parcourir'. */
export function Hero({
  eyebrow = heroLabels.eyebrow,
  title = heroLabels.title,
  text = heroLabels.text,
  onBrowse,
  browseLabel = heroLabels.browse,
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
