import { reassuranceLabels } from '@teranga/messages/kit/reassurance';
import { Icon, type IconName } from '../../internal/icons';
import * as styles from './reassurance-badges.css';

export interface ReassuranceItem {
  icon: IconName;
  title: string;
  text?: string;
}

const labels = reassuranceLabels;

export const productReassurance: readonly ReassuranceItem[] = [
  { icon: 'truck', title: labels.freeShipping },
  { icon: 'lock', title: labels.securePayment },
  { icon: 'returnBox', title: labels.returns30 },
];

export const homeReassurance: readonly ReassuranceItem[] = [
  { icon: 'truck', title: labels.fastShipping, text: labels.fastShippingText },
  { icon: 'lock', title: labels.securePayment, text: labels.securePaymentText },
  { icon: 'returnBox', title: labels.easyReturns, text: labels.easyReturnsText },
  { icon: 'headset', title: labels.support, text: labels.supportText },
];

/** Short promises (delivery, payment, returns, support) with an icon each. */
export interface ReassuranceBadgesProps {
  /** Les engagements affichés (icône, titre, texte) ; livraison, paiement sécurisé et retours par défaut. */
  items?: readonly ReassuranceItem[];
}

export function ReassuranceBadges({ items = productReassurance }: ReassuranceBadgesProps) {
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
