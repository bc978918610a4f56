import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CheckoutSnapshot,
  deliveryOptionItem,
  deliveryPriceEur,
  deliveryZoneText,
  selectDelivery,
  serverErrorMessage,
  validateDeliveryAddress,
} from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { useCheckout as useHeadlessCheckout } from '@teranga/headless/react';
import { checkoutDeliveryTexts } from '@teranga/messages/cart';
import { addressTexts } from '@teranga/messages/identity';
import type { SavedAddress } from '@teranga/sdk';
import { AddressForm, type AddressFormValues, Button, DeliveryOptionPicker } from '@teranga/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { sdk } from '../../sdk';
import { addressQueries } from '../profile/address-queries';
import * as styles from './delivery-step.css';

const t = checkoutDeliveryTexts;

const selectView = (snapshot: CheckoutSnapshot | undefined) => (snapshot ? selectDelivery(snapshot) : null);

/** « Awa Diop · Médina, Rue 10, Dakar » */
const addressLine = (address: SavedAddress): string =>
  [address.quartier, address.street, address.city].filter(Boolean).join(', ');

/** The chosen option's price: EUR for the summary's lines, CFA as quoted for the amount paid. */
export interface DeliveryPrice {
  eur: number;
  xof: number;
}

/**
 * The checkout's delivery: a signed-in customer's address book (the default chosen at first, « Ajouter une adresse »
 * saves one and chooses it), then the options the server quotes for the address with their price and date. The
 * chosen option's price goes to the cart's summary through `onShipping`: in EUR as the summary counts, and in CFA
 * exactly as quoted, which is what mobile money collects on top of the subtotal in CFA.
 */
export function DeliveryOptions({
  paying,
  onShipping,
}: {
  paying: boolean;
  onShipping?: ((price: DeliveryPrice | undefined) => void) | undefined;
}) {
  const { actor } = useHeadlessCheckout({ load: false });
  const view = useSelector(actor, selectView);
  const payerPlace = useSelector(actor, (s) => (s ? `${s.context.payer.city}${s.context.payer.region}` : ''));
  const send = actor?.send;
  // The options for the address known so far (the typed one, the default of the book once read).
  useEffect(() => {
    send?.({ type: 'QUOTE_DELIVERY' });
  }, [send]);
  const option = view?.option;
  const eur = option ? deliveryPriceEur(option) : undefined;
  const xof = option?.priceXof;
  useEffect(() => {
    onShipping?.(eur === undefined || xof === undefined ? undefined : { eur, xof });
  }, [onShipping, eur, xof]);
  useEffect(() => () => onShipping?.(undefined), [onShipping]);
  if (!view || !actor) return null;
  const { quote, choice } = view;
  // Nothing typed and no address of the book: the standard price stands until the city is known.
  const placeKnown = choice.addressId !== null || Boolean(payerPlace?.trim());
  return (
    <div className={styles.step}>
      <DeliveryOptionPicker
        options={(quote?.options ?? []).map(deliveryOptionItem)}
        value={view.option?.id}
        onValueChange={(optionId) => actor.send({ type: 'SELECT_DELIVERY', optionId })}
        pickupPointId={choice.pickupPointId}
        onPickupPointChange={(pickupPointId) => actor.send({ type: 'SELECT_PICKUP_POINT', pickupPointId })}
        error={view.error}
        loading={view.quoting}
        disabled={paying}
      />
      {view.quoteError ? (
        <p className={page.muted}>{view.quoteError}</p>
      ) : quote && !view.quoting ? (
        <p className={page.muted}>{placeKnown ? deliveryZoneText(quote) : t.askCity}</p>
      ) : null}
    </div>
  );
}

/**
 * A signed-in customer's addresses to deliver to, as radio buttons (the default chosen at first), « Une autre
 * adresse » for the typed fields, and « Ajouter une adresse » with the address book's form.
 */
export function SavedAddressChoice({ paying }: { paying: boolean }) {
  const auth = useAuth();
  const { actor } = useHeadlessCheckout({ load: false });
  const addressId = useSelector(actor, (snapshot) => snapshot?.context.delivery.addressId ?? null);
  const book = useQuery({ ...addressQueries.list(), enabled: auth.isAuthenticated });
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const legendId = useId();
  const preselected = useRef(false);
  const addresses = book.data ?? [];

  const choose = (address: SavedAddress | null) =>
    actor?.send({
      type: 'SELECT_ADDRESS',
      address: address ? { id: address.id, city: address.city, region: address.region } : null,
    });

  // The default address is chosen once, when the book is first read (a choice made since is kept).
  useEffect(() => {
    if (preselected.current || !actor || !book.data) return;
    preselected.current = true;
    const known = book.data.find((address) => address.id === addressId);
    if (known) choose(known);
    else if (addressId === null) {
      const first = book.data.find((address) => address.isDefault) ?? book.data[0];
      if (first) choose(first);
    } else choose(null);
  });

  const save = useMutation({
    mutationFn: (values: AddressFormValues) =>
      sdk.addresses.create({ ...values, landmark: values.landmark.trim() || null, isDefault: false }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: accountQueryKeys.addresses });
      setAdding(false);
      setAnnouncement(t.address.added);
      choose(saved);
    },
  });

  // Without a book, the typed fields are the address (a first address is saved from « Mes adresses »).
  if (!auth.isAuthenticated || (addresses.length === 0 && !book.isError)) return null;
  return (
    <div className={styles.step}>
      {addresses.length > 0 ? (
        <div role="radiogroup" aria-labelledby={legendId} className={styles.addresses}>
          <div id={legendId} className={styles.legend}>
            {t.address.legend}
          </div>
          {addresses.map((address) => (
            <label key={address.id} className={styles.address}>
              <input
                type="radio"
                name="delivery-address"
                checked={addressId === address.id}
                disabled={paying}
                onChange={() => choose(address)}
              />
              <span>
                <strong>{address.fullName}</strong>
                {address.isDefault ? <span className={styles.badge}> · {t.address.defaultBadge}</span> : null}
                <span className={styles.line}>{addressLine(address)}</span>
              </span>
            </label>
          ))}
          <label className={styles.address}>
            <input
              type="radio"
              name="delivery-address"
              checked={addressId === null}
              disabled={paying}
              onChange={() => choose(null)}
            />
            <span>{t.address.typed}</span>
          </label>
        </div>
      ) : null}
      {book.isError ? <p className={page.muted}>{t.address.loadFailed}</p> : null}
      <p role="status" className={announcement ? page.muted : page.visuallyHidden}>
        {announcement}
      </p>
      {adding ? (
        <AddressForm
          legend={t.address.add}
          validate={validateDeliveryAddress}
          submitting={save.isPending}
          error={save.isError ? serverErrorMessage(save.error, addressTexts.validation.title) : undefined}
          onSubmit={(values) => save.mutate(values)}
          onCancel={() => {
            save.reset();
            setAdding(false);
          }}
        />
      ) : (
        <div>
          <Button variant="outline" size="sm" disabled={paying} onClick={() => setAdding(true)}>
            {t.address.add}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Whether an address of the book is chosen (the typed fields are then not asked). */
export function useSavedAddressChosen(): boolean {
  const { actor } = useHeadlessCheckout({ load: false });
  return useSelector(actor, (snapshot) => Boolean(snapshot?.context.delivery.addressId));
}
