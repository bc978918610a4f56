import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhone, serverErrorMessage, validateDeliveryAddress } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { addressTexts } from '@teranga/messages/identity';
import type { SavedAddress } from '@teranga/sdk';
import {
  AddressCard,
  AddressForm,
  type AddressFormValues,
  AlertBanner,
  Button,
  ConfirmDialog,
  EmptyState,
  Skeleton,
} from '@teranga/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { sdk } from '../../sdk';
import { addressQueries } from './address-queries';
import * as styles from './my-addresses.page.css';

const t = addressTexts.page;

/** The server's refusal as the form shows it: its message, then each field's (the same words as the form's rules). */
function refusalOf(error: unknown): ReactNode {
  const message = serverErrorMessage(error, addressTexts.validation.title);
  const list = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  const fields = Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return fields.length > 0 && !(fields.length === 1 && fields[0] === message) ? (
    <>
      {message}
      <ul className={styles.serverErrors}>
        {fields.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  ) : (
    message
  );
}

const formValuesOf = (address: SavedAddress): AddressFormValues => ({
  fullName: address.fullName,
  phone: formatPhone(address.phone),
  quartier: address.quartier,
  street: address.street,
  landmark: address.landmark ?? '',
  city: address.city,
  region: address.region,
});

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

/** /mes-adresses: the signed-in customer's address book (add, edit, delete, make default). */
export function MyAddressesPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const addresses = useQuery({ ...addressQueries.list(), enabled: auth.isAuthenticated });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const formArea = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const cards = useRef<HTMLUListElement>(null);
  // Where the keyboard's focus goes once an action's outcome is drawn: the form it was in has closed, or the button it
  // pressed is gone (« Définir par défaut » on the new default), and it would otherwise fall on <body>. Set once the list
  // is read again (a card moved in the list loses the focus), tried after every render until the target is drawn.
  const [focusNext, setFocusNext] = useState<{ card: string } | 'add' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const target =
      focusNext === 'add'
        ? addButton.current
        : [...(cards.current?.querySelectorAll(`[data-address-id="${focusNext.card}"] button`) ?? [])].find(
            (button) => button.textContent === addressTexts.card.edit,
          );
    if (target instanceof HTMLElement) {
      target.focus();
      setFocusNext(null);
    }
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.addresses });
  const save = useMutation({
    mutationFn: async ({ values, isDefault }: { values: AddressFormValues; isDefault: boolean }) => {
      const body = { ...values, landmark: values.landmark.trim() || null };
      if (editing?.kind === 'edit') {
        return sdk.addresses.update(editing.address.id, { ...body, ...(isDefault && { isDefault: true }) });
      }
      return sdk.addresses.create({ ...body, isDefault });
    },
    onSuccess: async (saved) => {
      setAnnouncement(editing?.kind === 'edit' ? addressTexts.api.updated : addressTexts.api.created);
      setEditing(null);
      await refresh();
      setFocusNext({ card: saved.id });
    },
  });
  const makeDefault = useMutation({
    mutationFn: (address: SavedAddress) => sdk.addresses.update(address.id, { isDefault: true }),
    onSuccess: async (saved) => {
      setAnnouncement(t.madeDefault);
      await refresh();
      setFocusNext({ card: saved.id });
    },
  });
  const remove = useMutation({
    mutationFn: (address: SavedAddress) => sdk.addresses.remove(address.id),
    onSuccess: (book) => {
      setRemoving(null);
      setAnnouncement(addressTexts.api.removed);
      queryClient.setQueryData(accountQueryKeys.addresses, book);
      setFocusNext('add');
      return refresh();
    },
    onError: () => setRemoving(null),
  });

  // The form opens where the visitor's eyes and keyboard go next: its first field.
  const editingKey = editing ? (editing.kind === 'new' ? 'new' : editing.address.id) : null;
  useEffect(() => {
    if (editingKey) formArea.current?.querySelector('input')?.focus();
  }, [editingKey]);

  if (auth.restoring) return <Skeleton height="24rem" />;
  if (!auth.isAuthenticated) return <Navigate to={signInPathFor(pathname)} replace />;

  const list = addresses.data ?? [];
  const open = (next: Editing) => {
    save.reset();
    setAnnouncement('');
    setEditing(next);
  };
  const failed = makeDefault.error ?? remove.error;

  return (
    <div className={styles.container}>
      <div className={page.stack}>
        <div className={page.sectionHead}>
          <h1 className={page.title}>{t.title}</h1>
          {editing?.kind !== 'new' ? (
            <Button ref={addButton} onClick={() => open({ kind: 'new' })}>
              {t.add}
            </Button>
          ) : null}
        </div>
        <p className={page.muted}>{t.intro}</p>
        <p role="status" className={announcement ? undefined : page.visuallyHidden}>
          {announcement}
        </p>
        {failed ? (
          <AlertBanner
            tone="critical"
            onDismiss={() => {
              makeDefault.reset();
              remove.reset();
            }}
          >
            {serverErrorMessage(failed, t.loadError)}
          </AlertBanner>
        ) : null}
        {editing ? (
          <section className={page.card} aria-labelledby="address-form-title" ref={formArea}>
            <h2 id="address-form-title" className={page.sectionTitle}>
              {editing.kind === 'new' ? t.addTitle : t.editTitle}
            </h2>
            <AddressForm
              key={editingKey}
              defaultValues={editing.kind === 'edit' ? formValuesOf(editing.address) : undefined}
              validate={validateDeliveryAddress}
              // The first address is the default anyway; the default stays one until another takes its place.
              defaultChoice={
                editing.kind === 'new'
                  ? list.length > 0
                    ? false
                    : undefined
                  : editing.address.isDefault
                    ? undefined
                    : false
              }
              submitting={save.isPending}
              error={save.isError ? refusalOf(save.error) : undefined}
              onSubmit={(values, { isDefault }) => save.mutate({ values, isDefault })}
              onCancel={() => {
                setFocusNext(editing.kind === 'edit' ? { card: editing.address.id } : 'add');
                open(null);
              }}
            />
          </section>
        ) : null}
        {addresses.isPending ? (
          <Skeleton height="12rem" />
        ) : addresses.isError ? (
          <AlertBanner tone="critical" onRetry={() => addresses.refetch()}>
            {t.loadError}
          </AlertBanner>
        ) : list.length === 0 ? (
          editing ? null : (
            <EmptyState
              icon="truck"
              title={t.empty}
              action={<Button onClick={() => open({ kind: 'new' })}>{t.add}</Button>}
            />
          )
        ) : (
          <ul className={styles.list} ref={cards}>
            {list.map((address) => (
              <li key={address.id} data-address-id={address.id}>
                <AddressCard
                  address={{ ...address, phone: formatPhone(address.phone) }}
                  headingLevel={2}
                  busy={
                    (makeDefault.isPending && makeDefault.variables?.id === address.id) ||
                    (remove.isPending && remove.variables?.id === address.id)
                  }
                  onEdit={() => open({ kind: 'edit', address })}
                  onRemove={() => setRemoving(address)}
                  onMakeDefault={() => makeDefault.mutate(address)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        title={t.removeTitle}
        message={removing ? t.removeDescription(removing.fullName, removing.quartier) : ''}
        confirmLabel={t.removeConfirm}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
      />
    </div>
  );
}
