import { Icon, type IconName } from '../../internal/icons';
import * as styles from './reassurance-badges.css';

export interface ReassuranceItem {
  icon: IconName;
  title: string;
  text?: string;
}

export const productReassurance: readonly ReassuranceItem[] = [
  { icon: 'truck', title: 'Livraison gratuite' },
  { icon: 'lock', title: 'Paiement sécurisé' },
  { icon: 'returnBox', title: 'Retour sous 30 jours' },
];

export const homeReassurance: readonly ReassuranceItem[] = [
  { icon: 'truck', title: 'Livraison rapide', text: 'Gratuite dès 100 $' },
  { icon: 'lock', title: 'Paiement sécurisé', text: 'Wave et Orange Money' },
  { icon: 'returnBox', title: 'Retours sous 30 jours', text: 'Simples et gratuits' },
  { icon: 'headset', title: 'Assistance 24/7', text: 'Une équipe à votre écoute' },
];

/** Short promises (delivery, payment, returns, support) with an icon each. */
export function ReassuranceBadges({ items = productReassurance }: { items?: readonly ReassuranceItem[] }) {
  return (
    <ul data-slot="reassurance-badges" className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon} />
          </span>
          <span>
            <span className={styles.title}>{item.title}</span>
            {item.text ? <span className={styles.text}>{item.text}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
