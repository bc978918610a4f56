import { breadcrumbLabels } from '@teranga/messages/kit/breadcrumb';
import { Icon } from '../../internal/icons';
import { defaultRenderLink, type RenderLink } from '../../internal/link';
import * as styles from './breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** omitted on the last item, the current page */
  href?: string;
}

export interface BreadcrumbProps {
  /** Les étapes du chemin, de l’accueil à la page courante (la dernière sans lien). */
  items: readonly BreadcrumbItem[];
  /** Nom lu de la navigation. */
  label?: string;
  /** Dessine les liens avec le routeur de l’application (un `<a>` simple par défaut). */
  renderLink?: RenderLink;
}

/** Where the page sits: home › category › product. The last item is the current page. */
export function Breadcrumb({
  items,
  label = breadcrumbLabels.label,
  renderLink = defaultRenderLink,
}: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={styles.item}>
              {last || !item.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              )}
              {last ? null : <Icon name="chevronRight" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
