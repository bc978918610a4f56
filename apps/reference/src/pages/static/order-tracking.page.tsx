import { Button, OrderTimeline, TextField } from '@teranga/ui';
import { useState } from 'react';
import * as page from '../../app/page.css';

const SAMPLE_STEPS = [
  { label: 'Confirmée', date: '12 mars 2025' },
  { label: 'Emballée', date: '13 mars 2025' },
  { label: 'En Transit', date: '14 mars 2025' },
  { label: 'Livrée', date: 'Prévue le 17 mars 2025' },
];

/** /suivi-commande: a static mock-up (no data call): the form and a sample timeline. */
export function OrderTrackingPage() {
  const [shown, setShown] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>Suivi de commande</h1>
        <p className={page.muted}>
          Saisissez votre numéro de commande et votre email pour suivre votre colis.
        </p>
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            setShown(true);
          }}
        >
          <TextField label="Numéro de commande" name="orderNumber" placeholder="TRG-2025-0001" required />
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <div className={page.row}>
            <Button type="submit">Suivre ma commande</Button>
          </div>
        </form>
        {shown ? (
          <section className={page.section} aria-labelledby="titre-suivi">
            <h2 id="titre-suivi" className={page.sectionTitle}>
              Commande TRG-2025-0001 (exemple)
            </h2>
            <OrderTimeline steps={SAMPLE_STEPS} currentStep={2} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
