import type { ReactNode } from 'react';
import { Rating } from '../rating/rating';
import * as styles from './review-card.css';

export interface ReviewCardProps {
  /** Étoiles données, de 1 à 5. */
  rating: number;
  /** Qui l’a écrit et quand, déjà rédigé (« Awa D., le 3 novembre 2026 »). */
  byline: string;
  /** Ce que la cliente a écrit : du texte simple (jamais du HTML), retours à la ligne gardés. */
  text: string;
  /** Une courte mention à côté de l’auteur (« Achat vérifié »). */
  verifiedLabel?: string;
  /** Marque un avis masqué par l’équipe (« Masqué »), sur les écrans du vendeur et de l’équipe. */
  hiddenLabel?: string;
  /** La réponse du vendeur, sous l’avis. */
  answer?: { title: string; text: string; date?: string };
  /** Ce que le lecteur peut en faire (répondre, masquer) : des boutons ou un petit formulaire. */
  children?: ReactNode;
}

/** One buyer's review: the stars, who and when, the text, and the seller's answer if any. */
export function ReviewCard({
  rating,
  byline,
  text,
  verifiedLabel,
  hiddenLabel,
  answer,
  children,
}: ReviewCardProps) {
  return (
    <article data-slot="review-card" data-state={hiddenLabel ? 'hidden' : 'visible'} className={styles.root}>
      <div className={styles.head}>
        <Rating average={rating} />
        <span className={styles.author}>{byline}</span>
        {verifiedLabel ? <span className={styles.badge}>{verifiedLabel}</span> : null}
        {hiddenLabel ? <span className={styles.flag}>{hiddenLabel}</span> : null}
      </div>
      <p className={styles.text}>{text}</p>
      {answer ? (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>
            {answer.title}
            {answer.date ? <span className={styles.author}> · {answer.date}</span> : null}
          </p>
          <p className={styles.text}>{answer.text}</p>
        </div>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </article>
  );
}
