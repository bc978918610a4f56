import { shopTexts } from '@teranga/messages';
import { Button, TextField } from '@teranga/ui';
import { useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';

const { statuses } = shopTexts.orderSearch;
const STATUSES = [
  { value: '', label: shopTexts.orderSearch.allStatuses },
  { value: 'pending', label: statuses.pending },
  { value: 'processing', label: statuses.processing },
  { value: 'shipped', label: statuses.shipped },
  { value: 'delivered', label: statuses.delivered },
  { value: 'cancelled', label: statuses.cancelled },
];

const SAMPLE_RESULTS = shopTexts.samples.orders;

/** /recherche-avancee: a static mock-up of the advanced order search, with sample results. */
export function OrderSearchPage() {
  const [searched, setSearched] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>{shopTexts.orderSearch.title}</h1>
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(true);
          }}
        >
          <TextField label={shopTexts.orderSearch.orderNumber} name="orderNumber" />
          <TextField label={shopTexts.orderSearch.email} name="email" type="email" />
          <TextField label={shopTexts.orderSearch.phone} name="phone" type="tel" />
          <TextField label={shopTexts.orderSearch.from} name="from" type="date" />
          <TextField label={shopTexts.orderSearch.to} name="to" type="date" />
          <NativeSelect
            label={shopTexts.orderSearch.status}
            name="status"
            options={STATUSES}
            defaultValue=""
          />
          <TextField label={shopTexts.orderSearch.minAmount} name="minAmount" type="number" min={0} />
          <TextField label={shopTexts.orderSearch.maxAmount} name="maxAmount" type="number" min={0} />
          <div className={page.row}>
            <Button type="submit">{shopTexts.orderSearch.search}</Button>
          </div>
        </form>
        {searched ? (
          <section className={page.section} aria-labelledby="titre-resultats">
            <h2 id="titre-resultats" className={page.sectionTitle}>
              {shopTexts.orderSearch.results}
            </h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">{shopTexts.orderSearch.order}</th>
                  <th scope="col">{shopTexts.orderSearch.date}</th>
                  <th scope="col">{shopTexts.orderSearch.status}</th>
                  <th scope="col">{shopTexts.orderSearch.amount}</th>
                </tr>
              </thead>
              <tbody>
                {SAMPLE_RESULTS.map((row) => (
                  <tr key={row.number}>
                    <td>{row.number}</td>
                    <td>{row.date}</td>
                    <td>{row.status}</td>
                    <td>{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </div>
  );
}
