import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { deliveryDeskTexts as t } from '@teranga/messages/cart';
import type {
  DeliveryKind,
  DeliverySetup,
  StaffDeliveryOption,
  StaffDeliveryZone,
  StaffPickupPoint,
} from '@teranga/sdk';
import { AlertBanner, Badge, Button, EmptyState, Skeleton, TextField } from '@teranga/ui';
import { type FormEvent, useId, useState } from 'react';
import { NativeSelect } from '../../app/native-select';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';

/** Under the staff keys: anything that refreshes the desk refreshes this too. */

const placesOf = (text: string): string[] =>
  text
    .split(',')
    .map((place) => place.trim())
    .filter(Boolean);
const wholeOf = (text: string, max: number): number | undefined => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;
};

/** /admin/delivery (« Livraison »): zones, their options and pickup points; add, edit, deactivate. */
export function StaffDeliveryPage() {
  return (
    <StaffArea>
      <DeliveryDesk />
    </StaffArea>
  );
}

/** Says « Modifications enregistrées » in the page's one live region. */
type Announce = (text: string) => void;

/** Every change answers the whole setup: the page shows it at once; each form or button keeps its own refusal. */
function useSetupChange(announce: Announce) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: () => Promise<DeliverySetup>) => run(),
    onSuccess: (setup) => {
      queryClient.setQueryData(accountQueryKeys.deliveryZones(), setup);
      announce(t.saved);
    },
  });
}

const refusalOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : t.saveFailed;

function DeliveryDesk() {
  const setup = useQuery(staffQueries.deliveryZones());
  const [announcement, announce] = useState('');
  const [adding, setAdding] = useState(false);

  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </div>
      <p role="status" className={page.visuallyHidden}>
        {announcement}
      </p>
      {setup.isPending ? <Skeleton height="16rem" /> : null}
      {setup.isError ? (
        <AlertBanner tone="critical">
          {t.loadFailed}{' '}
          <Button size="sm" variant="outline" onClick={() => void setup.refetch()}>
            {t.retry}
          </Button>
        </AlertBanner>
      ) : null}
      {setup.data ? (
        <>
          <section className={page.card} aria-labelledby="delivery-default">
            <h2 id="delivery-default" className={page.sectionTitle}>
              {t.defaultTitle}
            </h2>
            <p className={page.muted}>{t.defaultIntro}</p>
            <OptionRow option={setup.data.defaultOption} announce={announce} />
          </section>
          <section className={page.stack} aria-labelledby="delivery-zones">
            <div className={page.row}>
              <h2 id="delivery-zones" className={page.sectionTitle}>
                {t.zonesTitle}
              </h2>
              {adding ? null : (
                <Button size="sm" onClick={() => setAdding(true)}>
                  {t.addZone}
                </Button>
              )}
            </div>
            {adding ? (
              <ZoneForm
                title={t.newZone}
                announce={announce}
                onDone={() => setAdding(false)}
                save={(zone) => sdk.staff.createDeliveryZone(zone)}
              />
            ) : null}
            {setup.data.zones.length === 0 ? <EmptyState icon="search" title={t.noZones} /> : null}
            {setup.data.zones.map((zone) => (
              <ZoneCard key={zone.id} zone={zone} announce={announce} />
            ))}
          </section>
        </>
      ) : null}
    </div>
  );
}

const ActiveBadge = ({ active }: { active: boolean }) => (
  <Badge tone={active ? 'positive' : 'neutral'}>{active ? t.active : t.inactive}</Badge>
);

function ZoneCard({ zone, announce }: { zone: StaffDeliveryZone; announce: Announce }) {
  const [editing, setEditing] = useState(false);
  const [addingOption, setAddingOption] = useState(false);
  const headingId = useId();
  return (
    <section className={page.card} aria-labelledby={headingId}>
      <div className={page.row}>
        <h3 id={headingId} className={page.sectionTitle}>
          {zone.name}
        </h3>
        <RowControls
          what={zone.name}
          active={zone.active}
          announce={announce}
          onEdit={() => setEditing(true)}
          setActive={(active) => sdk.staff.updateDeliveryZone(zone.id, { active })}
        />
      </div>
      {editing ? (
        <ZoneForm
          title={t.editLabel(zone.name)}
          zone={zone}
          announce={announce}
          onDone={() => setEditing(false)}
          save={(values) => sdk.staff.updateDeliveryZone(zone.id, values)}
        />
      ) : (
        <p className={page.muted}>
          {t.cities} : {zone.cities.join(', ') || t.none} — {t.regions} : {zone.regions.join(', ') || t.none}{' '}
          — {t.position} {zone.position}
        </p>
      )}
      <h4 className={page.sectionTitle}>{t.optionsTitle}</h4>
      {zone.options.length === 0 ? <p className={page.muted}>{t.noOptions}</p> : null}
      {zone.options.map((option) => (
        <OptionRow key={option.id} option={option} announce={announce} />
      ))}
      {addingOption ? (
        <OptionForm
          title={t.newOption}
          announce={announce}
          onDone={() => setAddingOption(false)}
          save={(values) => sdk.staff.createDeliveryOption(zone.id, values)}
        />
      ) : (
        <div>
          <Button size="sm" variant="outline" onClick={() => setAddingOption(true)}>
            {t.addOption}
          </Button>
        </div>
      )}
    </section>
  );
}

function ToggleButton({
  what,
  active,
  announce,
  run,
}: {
  what: string;
  active: boolean;
  announce: Announce;
  run: (active: boolean) => Promise<DeliverySetup>;
}) {
  const change = useSetupChange(announce);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        loading={change.isPending}
        aria-label={active ? t.deactivateLabel(what) : t.reactivateLabel(what)}
        onClick={() => change.mutate(() => run(!active))}
      >
        {active ? t.deactivate : t.reactivate}
      </Button>
      {change.isError ? <span role="alert">{refusalOf(change.error)}</span> : null}
    </>
  );
}

/** A zone's, option's or point's state and actions: « Modifier », and deactivate or reactivate when it may be. */
function RowControls({
  what,
  active,
  announce,
  onEdit,
  setActive,
}: {
  what: string;
  active: boolean;
  announce: Announce;
  onEdit: () => void;
  setActive: ((active: boolean) => Promise<DeliverySetup>) | undefined;
}) {
  return (
    <>
      <ActiveBadge active={active} />
      <Button size="sm" variant="outline" aria-label={t.editLabel(what)} onClick={onEdit}>
        {t.edit}
      </Button>
      {setActive ? <ToggleButton what={what} active={active} announce={announce} run={setActive} /> : null}
    </>
  );
}

function OptionRow({ option, announce }: { option: StaffDeliveryOption; announce: Announce }) {
  const [editing, setEditing] = useState(false);
  const [addingPoint, setAddingPoint] = useState(false);
  const what = `${option.name} (${t.kinds[option.kind]})`;
  return (
    <div className={page.stack}>
      <div className={page.row}>
        <strong>{option.name}</strong>
        <span>{t.kinds[option.kind]}</span>
        <strong>{formatMoney(option.priceXof, 'XOF')}</strong>
        <span>{t.delayDays(option.delayDays)}</span>
        <span className={page.muted}>
          {option.freeFromXof === null
            ? t.neverFree
            : t.freeFromLabel(formatMoney(option.freeFromXof, 'XOF'))}
        </span>
        <RowControls
          what={what}
          active={option.active}
          announce={announce}
          onEdit={() => setEditing(true)}
          // The default option stays on: it prices every address no zone covers.
          setActive={
            option.isDefault ? undefined : (active) => sdk.staff.updateDeliveryOption(option.id, { active })
          }
        />
      </div>
      {editing ? (
        <OptionForm
          title={t.editLabel(what)}
          option={option}
          announce={announce}
          onDone={() => setEditing(false)}
          save={({ kind: _kind, ...values }) => sdk.staff.updateDeliveryOption(option.id, values)}
        />
      ) : null}
      {option.kind === 'pickup' ? (
        <div className={page.stack}>
          <h5 className={page.muted}>{t.pointsTitle}</h5>
          {option.pickupPoints.some((point) => point.active) ? null : (
            <p className={page.muted}>{t.noPoints}</p>
          )}
          <ul>
            {option.pickupPoints.map((point) => (
              <PointRow key={point.id} point={point} announce={announce} />
            ))}
          </ul>
          {addingPoint ? (
            <PointForm
              title={t.newPoint}
              announce={announce}
              onDone={() => setAddingPoint(false)}
              save={(values) => sdk.staff.createPickupPoint(option.id, values)}
            />
          ) : (
            <div>
              <Button size="sm" variant="outline" onClick={() => setAddingPoint(true)}>
                {t.addPoint}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

function PointRow({ point, announce }: { point: StaffPickupPoint; announce: Announce }) {
  const [editing, setEditing] = useState(false);
  return (
    <li>
      <div className={page.row}>
        <strong>{point.name}</strong>
        <span>{point.address}</span>
        <span className={page.muted}>{point.openingHours}</span>
        <RowControls
          what={point.name}
          active={point.active}
          announce={announce}
          onEdit={() => setEditing(true)}
          setActive={(active) => sdk.staff.updatePickupPoint(point.id, { active })}
        />
      </div>
      {editing ? (
        <PointForm
          title={t.editLabel(point.name)}
          point={point}
          announce={announce}
          onDone={() => setEditing(false)}
          save={(values) => sdk.staff.updatePickupPoint(point.id, values)}
        />
      ) : null}
    </li>
  );
}

interface FormProps<Values> {
  title: string;
  announce: Announce;
  onDone: () => void;
  save: (values: Values) => Promise<DeliverySetup>;
}

/** One form shell: a labelled group, Enregistrer / Annuler, closed once the server took it. */
function DeskForm({
  title,
  onSubmit,
  onCancel,
  change,
  children,
}: {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  change: ReturnType<typeof useSetupChange>;
  children: React.ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={page.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h4 id={titleId} className={page.sectionTitle}>
        {title}
      </h4>
      {change.isError ? (
        <AlertBanner tone="critical" onDismiss={() => change.reset()}>
          {refusalOf(change.error)}
        </AlertBanner>
      ) : null}
      <div className={page.formGrid}>{children}</div>
      <div className={page.row}>
        <Button type="submit" size="sm" loading={change.isPending}>
          {t.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function ZoneForm({
  title,
  zone,
  announce,
  onDone,
  save,
}: FormProps<{ name: string; cities: string[]; regions: string[]; position: number }> & {
  zone?: StaffDeliveryZone;
}) {
  const change = useSetupChange(announce);
  const [name, setName] = useState(zone?.name ?? '');
  const [cities, setCities] = useState(zone?.cities.join(', ') ?? '');
  const [regions, setRegions] = useState(zone?.regions.join(', ') ?? '');
  const [position, setPosition] = useState(String(zone?.position ?? 0));
  const positionValue = wholeOf(position, 10000);
  const [tried, setTried] = useState(false);
  return (
    <DeskForm
      title={title}
      change={change}
      onCancel={onDone}
      onSubmit={() => {
        setTried(true);
        if (positionValue === undefined) return;
        change.mutate(
          () => save({ name, cities: placesOf(cities), regions: placesOf(regions), position: positionValue }),
          { onSuccess: onDone },
        );
      }}
    >
      <TextField label={t.zoneName} value={name} onChange={(event) => setName(event.target.value)} required />
      <TextField
        label={t.cities}
        hint={t.placesHint}
        value={cities}
        onChange={(event) => setCities(event.target.value)}
      />
      <TextField
        label={t.regions}
        hint={t.placesHint}
        value={regions}
        onChange={(event) => setRegions(event.target.value)}
      />
      <TextField
        label={t.position}
        inputMode="numeric"
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        error={tried && positionValue === undefined ? t.wholePosition : undefined}
      />
    </DeskForm>
  );
}

interface OptionValues {
  kind: DeliveryKind;
  name: string;
  priceXof: number;
  delayDays: number;
  freeFromXof: number | null;
}

function OptionForm({
  title,
  option,
  announce,
  onDone,
  save,
}: FormProps<OptionValues> & { option?: StaffDeliveryOption }) {
  const change = useSetupChange(announce);
  const [kind, setKind] = useState<DeliveryKind>(option?.kind ?? 'home');
  const [name, setName] = useState(option?.name ?? '');
  const [price, setPrice] = useState(option ? String(option.priceXof) : '');
  const [delay, setDelay] = useState(option ? String(option.delayDays) : '');
  const [freeFrom, setFreeFrom] = useState(option?.freeFromXof ? String(option.freeFromXof) : '');
  const [tried, setTried] = useState(false);
  const priceXof = wholeOf(price, 1_000_000);
  const delayDays = wholeOf(delay, 60);
  const freeFromXof = freeFrom.trim() === '' ? null : wholeOf(freeFrom, 100_000_000);
  const freeFromBad = freeFromXof === undefined || freeFromXof === 0;
  return (
    <DeskForm
      title={title}
      change={change}
      onCancel={onDone}
      onSubmit={() => {
        setTried(true);
        if (priceXof === undefined || delayDays === undefined || freeFromXof === undefined || freeFromBad)
          return;
        change.mutate(() => save({ kind, name, priceXof, delayDays, freeFromXof }), { onSuccess: onDone });
      }}
    >
      {option ? null : (
        <NativeSelect
          label={t.kind}
          name="delivery-kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as DeliveryKind)}
          options={[
            { value: 'home', label: t.kinds.home },
            { value: 'pickup', label: t.kinds.pickup },
          ]}
        />
      )}
      <TextField
        label={t.optionName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
      />
      <TextField
        label={t.price}
        inputMode="numeric"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={tried && priceXof === undefined ? t.wholeCfa : undefined}
        required
      />
      <TextField
        label={t.delay}
        inputMode="numeric"
        value={delay}
        onChange={(event) => setDelay(event.target.value)}
        error={tried && delayDays === undefined ? t.wholeDays : undefined}
        required
      />
      <TextField
        label={t.freeFrom}
        hint={t.freeFromHint}
        inputMode="numeric"
        value={freeFrom}
        onChange={(event) => setFreeFrom(event.target.value)}
        error={tried && freeFromBad ? t.wholeCfa : undefined}
      />
    </DeskForm>
  );
}

function PointForm({
  title,
  point,
  announce,
  onDone,
  save,
}: FormProps<{ name: string; address: string; openingHours: string }> & { point?: StaffPickupPoint }) {
  const change = useSetupChange(announce);
  const [name, setName] = useState(point?.name ?? '');
  const [address, setAddress] = useState(point?.address ?? '');
  const [openingHours, setOpeningHours] = useState(point?.openingHours ?? '');
  return (
    <DeskForm
      title={title}
      change={change}
      onCancel={onDone}
      onSubmit={() => change.mutate(() => save({ name, address, openingHours }), { onSuccess: onDone })}
    >
      <TextField
        label={t.pointName}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
      />
      <TextField
        label={t.pointAddress}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        required
      />
      <TextField
        label={t.openingHours}
        value={openingHours}
        onChange={(event) => setOpeningHours(event.target.value)}
        required
      />
    </DeskForm>
  );
}
