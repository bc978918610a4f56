import { newsletterFormLabels } from '@teranga/messages/kit/newsletter-form';
import { clsx } from 'clsx';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../internal/use-typed-before-hydration';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import * as styles from './newsletter-form.css';

export interface NewsletterLabels {
  title: ReactNode;
  text: ReactNode;
  email: string;
  placeholder: string;
  submit: string;
  submitting: string;
  /** shown when the field is empty */
  required: string;
  /** shown when the address is not an email */
  invalid: string;
  /** shown once `onSubscribe` has resolved */
  success: ReactNode;
  /** shown when `onSubscribe` rejects without a message */
  failure: string;
}

// The catalogue's `registration.emailRequired` and `emailInvalid` are the specification's wording for an email field.
export const defaultNewsletterLabels: NewsletterLabels = newsletterFormLabels;

// The same shape the registration form accepts: something, an @, something, a dot, something.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterFormProps {
  /**
   * Reçoit l’adresse sans espaces autour et en minuscules ; peut renvoyer une promesse (le bouton tourne en
   * attendant).
   */
  onSubscribe?: (email: string) => void | Promise<void>;
  /** Textes à remplacer (par défaut ceux de `@teranga/messages`). */
  labels?: Partial<NewsletterLabels>;
  /** `surface` : une carte à part ; `inline` : sans cadre, pour le pied de page. */
  appearance?: 'surface' | 'inline';
  className?: string;
}

type Status = 'idle' | 'submitting' | 'done';

/** The newsletter field: one email input and 'S’abonner'. It checks the address before calling `onSubscribe`. */
export function NewsletterForm({
  onSubscribe,
  labels,
  appearance = 'surface',
  className,
}: NewsletterFormProps) {
  const l = { ...defaultNewsletterLabels, ...labels };
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setEmail);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) return setError(l.required);
    if (!EMAIL.test(value)) return setError(l.invalid);
    setError(null);
    setStatus('submitting');
    try {
      await onSubscribe?.(value);
      setStatus('done');
      setEmail('');
    } catch (cause) {
      setStatus('idle');
      setError(cause instanceof Error && cause.message ? cause.message : l.failure);
    }
  }

  return (
    <form
      data-slot="newsletter-form"
      className={clsx(appearance === 'surface' && styles.root, className)}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      <div className={styles.stack}>
        <h2 id={titleId} className={styles.title}>
          {l.title}
        </h2>
        <p className={styles.text}>{l.text}</p>
        <div className={styles.row}>
          <TextField
            ref={field}
            label={l.email}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={l.placeholder}
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (status === 'done') setStatus('idle');
            }}
          />
          <Button
            type="submit"
            variant="accent"
            loading={status === 'submitting'}
            loadingLabel={l.submitting}
          >
            {l.submit}
          </Button>
        </div>
        {status === 'done' ? (
          <p className={styles.success} role="status">
            {l.success}
          </p>
        ) : null}
      </div>
    </form>
  );
}
