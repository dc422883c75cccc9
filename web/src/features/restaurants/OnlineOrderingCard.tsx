import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { OnlineSettingsFieldsFragment, OnlineSettingsInput } from '../../graphql/generated/graphql';
import { failureMessage, readServerFailure } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { CheckboxField, SelectField, StyledFieldset, TextField } from '../../ui/controls/Field';
import { centsToInput, dollarsToCents } from '../../ui/format/money';
import { useNow } from '../../ui/hooks/useNow';
import { formatTime } from '../../ui/format/dates';
import { DeliveryAreaFields, type AreaDraft, type AreaProblems } from './DeliveryAreaFields';
import { StyledDay, StyledForm, StyledOnline, StyledRow } from './OnlineOrderingCard.styles';
import { OnlineCardPayments } from './OnlineCardPayments';
import { OnlinePageLink } from './OnlinePageLink';
import { ONLINE_SETTINGS, UPDATE_ONLINE_SETTINGS } from './operations';
import {
  daysOf,
  hoursOf,
  isSlug,
  PAUSE_CHOICES,
  pageUrl,
  PREP_CHOICES,
  RADIUS_RULE,
  radiusOf,
  SLUG_RULE,
  slugOf,
  WEEKDAY_NAMES,
  ZIP_LIST_RULE,
  zipsOf,
  type DayHours,
} from './onlineRules';

interface Draft extends AreaDraft {
  enabled: boolean;
  slug: string;
  days: DayHours[];
  pickup: boolean;
  delivery: boolean;
  minimum: string;
  largest: string;
  prepMinutes: number;
  autoAccept: boolean;
}

const draftOf = (s: OnlineSettingsFieldsFragment): Draft => ({
  enabled: s.enabled,
  slug: s.slug ?? '',
  days: daysOf(s.hours),
  pickup: s.pickup,
  delivery: s.delivery,
  // Without address lookup only ZIP codes are offered, whatever was saved (decision 0064).
  area: s.addressLookup ? s.deliveryArea : 'zips',
  zips: s.deliveryZips.join(', '),
  radius: s.deliveryRadiusMiles == null ? '' : String(s.deliveryRadiusMiles),
  minimum: centsToInput(s.deliveryMinimumCents),
  largest: centsToInput(s.largestOrderCents),
  prepMinutes: s.prepMinutes,
  autoAccept: s.autoAccept,
});

/**
 * Online ordering, the owner's card on the restaurant hub (docs/decisions/0062-online-ordering.md): on or off,
 * the page's address and a link to it, opening hours per weekday, pickup and delivery, the delivery area (ZIP
 * codes or a radius) and minimum, the prep time quoted, auto-accept, and a pause for a rush.
 */
export function OnlineOrderingCard({ restaurantId, restaurantName }: { restaurantId: string; restaurantName: string }) {
  const { data, error } = useQuery(ONLINE_SETTINGS, { variables: { restaurantId } });
  const [save, { loading }] = useMutation(UPDATE_ONLINE_SETTINGS);
  const [typed, setTyped] = useState<Draft | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [problems, setProblems] = useState<AreaProblems>({});
  const now = useNow(30_000);
  const saved = data?.onlineSettings;
  if (!saved) {
    return (
      <StyledOnline as="section" aria-labelledby="online-heading">
        <h2 id="online-heading">Online ordering</h2>
        {error ? (
          <ErrorAlert>{failureMessage(error, 'We could not load the online ordering settings.')}</ErrorAlert>
        ) : (
          <p>Loading…</p>
        )}
      </StyledOnline>
    );
  }
  const draft = typed ?? draftOf(saved);
  const change = (patch: Partial<Draft>) => setTyped({ ...draft, ...patch });
  const setDay = (weekday: number, patch: Partial<DayHours>) =>
    change({ days: draft.days.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)) });

  const send = async (input: OnlineSettingsInput, said: string) => {
    setNote(null);
    setFailure(null);
    setProblems({});
    try {
      await save({
        variables: { restaurantId, input },
        // Settings have no id of their own: the answer replaces the query's.
        update: (cache, { data: done }) => {
          if (done) {
            cache.writeQuery({
              query: ONLINE_SETTINGS,
              variables: { restaurantId },
              data: { onlineSettings: done.updateOnlineSettings },
            });
          }
        },
      });
      setTyped(null);
      setNote(said);
    } catch (saveError) {
      const { field, message } = readServerFailure(saveError);
      // A message about the delivery area goes beside its field; any other above the form.
      if (message && (field === 'deliveryArea' || field === 'deliveryZips' || field === 'deliveryRadiusMiles')) {
        setProblems({ [field]: message });
      } else setFailure(failureMessage(saveError, 'The online ordering settings could not be saved. Try again.'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slug = slugOf(draft.slug);
    const zips = zipsOf(draft.zips);
    const radius = radiusOf(draft.radius);
    const minimum = dollarsToCents(draft.minimum);
    const largest = dollarsToCents(draft.largest);
    setProblems({});
    if (slug && !isSlug(slug)) return setFailure(`The page address takes ${SLUG_RULE}`);
    if (draft.area === 'zips' && !zips) return setProblems({ deliveryZips: ZIP_LIST_RULE });
    if (draft.area === 'radius' && radius === null) return setProblems({ deliveryRadiusMiles: RADIUS_RULE });
    if (minimum === null) return setFailure('The delivery minimum is an amount in dollars, like 15.00.');
    if (largest === null || largest < 1_000 || largest > 1_000_000)
      return setFailure('The largest order paid later is an amount from 10.00 to 10,000.00 dollars, like 500.00.');
    void send(
      {
        enabled: draft.enabled,
        ...(slug ? { slug } : {}),
        hours: hoursOf(draft.days),
        pickup: draft.pickup,
        delivery: draft.delivery,
        deliveryArea: draft.area,
        ...(zips ? { deliveryZips: zips } : {}),
        ...(draft.area === 'radius' ? { deliveryRadiusMiles: radius } : {}),
        deliveryMinimumCents: minimum,
        largestOrderCents: largest,
        prepMinutes: draft.prepMinutes,
        autoAccept: draft.autoAccept,
      },
      'Online ordering saved.',
    );
  };

  const paused = saved.pausedUntil && Date.parse(saved.pausedUntil) > now ? saved.pausedUntil : null;
  const link = saved.slug ? pageUrl(window.location.origin, saved.slug) : null;
  return (
    <StyledOnline as="section" aria-labelledby="online-heading">
      <h2 id="online-heading">Online ordering</h2>
      <p>Your own ordering page: customers order for pickup or delivery, and the order comes to the counter.</p>
      {link && saved.enabled && <OnlinePageLink link={link} name={restaurantName} />}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      <OnlineCardPayments restaurantId={restaurantId} saved={saved} busy={loading} send={send} />
      {saved.enabled && (
        <StyledRow>
          {paused ? (
            <>
              <p>Paused until {formatTime(paused, saved.timeZone)}.</p>
              <StyledButton
                disabled={loading}
                onClick={() => void send({ pauseMinutes: 0 }, 'Taking online orders again.')}
              >
                Take orders again
              </StyledButton>
            </>
          ) : (
            PAUSE_CHOICES.map((choice) => (
              <StyledButton
                key={choice.minutes}
                $variant="secondary"
                disabled={loading}
                onClick={() => void send({ pauseMinutes: choice.minutes }, `Paused for ${choice.label}.`)}
              >
                Pause for {choice.label}
              </StyledButton>
            ))
          )}
        </StyledRow>
      )}
      <StyledForm onSubmit={submit} aria-label="Online ordering settings">
        <CheckboxField label="Take orders online" checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
        <TextField
          label="Page address"
          value={draft.slug}
          onChange={(event) => change({ slug: event.target.value })}
          hint={`Your page is /order/ and this: ${SLUG_RULE}`}
          autoCapitalize="none"
        />
        {saved.formerSlugs.length > 0 && (
          <p>
            Old addresses, still yours, that lead to this page: {saved.formerSlugs.map((s) => `/order/${s}`).join(', ')}
            .
          </p>
        )}
        <StyledFieldset>
          <legend>Opening hours</legend>
          <p>Closing before opening runs past midnight; the same time for both is open all day.</p>
          {draft.days.map((day) => (
            <StyledDay key={day.weekday}>
              <CheckboxField
                label={`${WEEKDAY_NAMES[day.weekday]}`}
                checked={day.open}
                onChange={(open) => setDay(day.weekday, { open })}
              />
              <TextField
                label="Opens"
                type="time"
                value={day.opens}
                disabled={!day.open}
                onChange={(event) => setDay(day.weekday, { opens: event.target.value })}
              />
              <TextField
                label="Closes"
                type="time"
                value={day.closes}
                disabled={!day.open}
                onChange={(event) => setDay(day.weekday, { closes: event.target.value })}
              />
            </StyledDay>
          ))}
        </StyledFieldset>
        <StyledRow>
          <CheckboxField label="Pickup" checked={draft.pickup} onChange={(pickup) => change({ pickup })} />
          <CheckboxField label="Delivery" checked={draft.delivery} onChange={(delivery) => change({ delivery })} />
          <CheckboxField
            label="Accept orders by themselves"
            checked={draft.autoAccept}
            onChange={(autoAccept) => change({ autoAccept })}
          />
        </StyledRow>
        {draft.delivery && (
          <DeliveryAreaFields
            draft={draft}
            onChange={change}
            lookup={saved.addressLookup}
            origin={saved.deliveryOrigin ?? null}
            problems={problems}
          />
        )}
        <StyledRow>
          <TextField
            label="Delivery minimum ($)"
            value={draft.minimum}
            inputMode="decimal"
            onChange={(event) => change({ minimum: event.target.value })}
          />

          <SelectField
            label="Ready in (quoted)"
            value={String(draft.prepMinutes)}
            options={PREP_CHOICES.map((m) => ({ value: String(m), label: `${m} minutes` }))}
            onChange={(event) => change({ prepMinutes: Number(event.target.value) })}
          />
        </StyledRow>
        <TextField
          label="Largest order paid later ($)"
          value={draft.largest}
          inputMode="decimal"
          hint="Paid at pickup or the door: past it, the page asks the customer to call. A card order has no most."
          onChange={(event) => change({ largest: event.target.value })}
        />
        <StyledButton type="submit" $variant="primary" disabled={loading}>
          {loading ? 'Saving…' : 'Save online ordering'}
        </StyledButton>
      </StyledForm>
    </StyledOnline>
  );
}
