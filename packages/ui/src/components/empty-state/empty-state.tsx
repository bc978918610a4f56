import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../internal/icons';
import { heading } from '../../internal/surface.css';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  /** Titre : ce qui manque (« Votre panier est vide »). */
  title: ReactNode;
  /** Une phrase sous le titre : pourquoi, et quoi faire. */
  description?: ReactNode;
  /** Icône au-dessus du titre. */
  icon?: IconName;
  /** Un bouton ou un lien qui remet la personne en route. */
  action?: ReactNode;
}

/** What a list says when it has nothing to show. */
export function EmptyState({ title, description, icon = 'search', action }: EmptyStateProps) {
  return (
    <div data-slot="empty-state" className={styles.root}>
      <span className={styles.icon}>
        <Icon name={icon} size={32} />
      </span>
      <h2 className={`${heading} ${styles.title}`}>{title}</h2>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action}
    </div>
  );
}
