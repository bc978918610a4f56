import { Button, TextField } from '@teranga/ui';
import { useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';

const STATUSES = [
  { value: '', label: 'Tous les statuts' },
  { value: 'pending', label: 'En attente' },
  { value: 'processing', label: 'En préparation' },
  { value: 'shipped', label: 'Expédiée' },
  { value: 'delivered', label: 'Livrée' },
  { value: 'cancelled', label: 'Annulée' },
];

const SAMPLE_RESULTS = [
  { number: 'TRG-2025-0001', date: '12/03/2025', status: 'Expédiée', total: '45 850 CFA' },
  { number: 'TRG-2025-0002', date: '02/03/2025', status: 'Livrée', total: '19 650 CFA' },
  { number: 'TRG-2025-0003', date: '21/02/2025', status: 'En préparation', total: '78 600 CFA' },
];

/** /recherche-avancee: a static mock-up of the advanced order search, with sample results. */
export function OrderSearchPage() {
  const [searched, setSearched] = useState(false);
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <h1 className={page.title}>Recherche avancée de commandes</h1>
        <form
          className={page.formGrid}
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(true);
          }}
        >
          <TextField label="Numéro de commande" name="orderNumber" />
          <TextField label="Email" name="email" type="email" />
          <TextField label="Téléphone" name="phone" type="tel" />
          <TextField label="Du" name="from" type="date" />
          <TextField label="Au" name="to" type="date" />
          <NativeSelect label="Statut" name="status" options={STATUSES} defaultValue="" />
          <TextField label="Montant minimum (CFA)" name="minAmount" type="number" min={0} />
          <TextField label="Montant maximum (CFA)" name="maxAmount" type="number" min={0} />
          <div className={page.row}>
            <Button type="submit">Rechercher</Button>
          </div>
        </form>
        {searched ? (
          <section className={page.section} aria-labelledby="titre-resultats">
            <h2 id="titre-resultats" className={page.sectionTitle}>
              Résultats (exemple)
            </h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Commande</th>
                  <th scope="col">Date</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Montant</th>
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
