import { fill, shopTexts } from '@teranga/messages';
import { Button, OrderTimeline, TextField } from '@teranga/ui';
import { useState } from 'react';
import * as page from '../../app/page.css';

const SAMPLE_STEPS = shopTexts.samples.orderSteps;

/** /suivi-commande: a static mock-up (no data call): the form and a sample timeline. */
export function OrderTrackingPage() {
  const [shown, setShown] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopTexts.orderTracking.title}</h1>
        <p className={page.muted}>{shopTexts.orderTracking.text}</p>
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            setShown(true);
          }}
        >
          <TextField
            label={shopTexts.orderTracking.orderNumber}
            name="orderNumber"
            placeholder={shopTexts.samples.orderNumber}
            required
          />
          <TextField
            label={shopTexts.orderTracking.email}
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <div className={page.row}>
            <Button type="submit">{shopTexts.orderTracking.trackOrder}</Button>
          </div>
        </form>
        {shown ? (
          <section className={page.section} aria-labelledby="titre-suivi">
            <h2 id="titre-suivi" className={page.sectionTitle}>
              {fill(shopTexts.orderTracking.sample, { number: shopTexts.samples.orderNumber })}
            </h2>
            <OrderTimeline steps={SAMPLE_STEPS} currentStep={2} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
