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
  eyebrow = 'Mode africaine',
  title = 'La teranga se porte aussi',
  text = 'Wax, bazin, bogolan et kente : des pièces de créateurs du Sénégal et d’Afrique de l’Ouest.',
  onBrowse,
  browseLabel = 'Parcourir',
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
