import { useState, type ReactNode } from 'react';
import { ButtonLink } from '../../../ui/controls/ButtonLink';
import type {
  DrawerFieldsFragment,
  DrawerHandMove,
  TerminalDrawerFieldsFragment,
} from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { formatDayTime } from '../../../ui/format/dates';
import { StyledButton } from '../../../ui/controls/Button';
import { formatDollars, overOrShort } from '../../../ui/format/money';
import { printPaper } from '../../../ui/layout/PrintPaper';
import { DrawerReport } from './DrawerReport';
import { HAND_MOVES, moveKindLabel } from './drawerRules';
import { MoneyPad } from './MoneyPad';
import {
  StyledActions,
  StyledAmountActions,
  StyledAmountPanel,
  StyledAmountWords,
  StyledFacts,
  StyledMoves,
  StyledNote,
  StyledPanel,
  StyledPreview,
  StyledPreviewContent,
  StyledVerdict,
} from './DrawerPage.styles';

/** The cash drawer screen's views (docs/product.md#cash-drawers): each a step a cashier takes at the drawer. */

/** One amount on the till's keys, and the one button that sends it; its failure in place. */
function AmountStep({
  heading,
  note,
  label,
  submitLabel,
  busyLabel,
  disabled,
  onSubmit,
  children,
}: {
  heading: string;
  note: string;
  label: string;
  submitLabel: string;
  busyLabel: string;
  disabled: boolean;
  onSubmit: (cents: number) => Promise<void>;
  children?: ReactNode;
}) {
  const [cents, setCents] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(cents);
    } catch (error) {
      setFailure(failureMessage(error, 'The drawer did not answer. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledAmountPanel aria-labelledby="drawer-step">
      <StyledAmountWords>
        <h2 id="drawer-step">{heading}</h2>
        <StyledNote>{note}</StyledNote>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
      </StyledAmountWords>
      <MoneyPad label={label} cents={cents} onChange={setCents} disabled={disabled || busy} />
      <StyledAmountActions>
        <StyledButton type="button" $size="large" disabled={disabled || busy} onClick={() => void send()}>
          {busy ? busyLabel : submitLabel}
        </StyledButton>
        {children}
      </StyledAmountActions>
    </StyledAmountPanel>
  );
}

export function OpenStep({ disabled, onOpen }: { disabled: boolean; onOpen: (floatCents: number) => Promise<void> }) {
  return (
    <AmountStep
      heading="No drawer is open on this tablet"
      note="Count the float into the drawer, type it, and open the drawer."
      label="Float counted"
      submitLabel="Open the drawer"
      busyLabel="Opening…"
      disabled={disabled}
      onSubmit={onOpen}
    />
  );
}

/** The blind count: nothing here says what the drawer should hold. */
export function CountStep({
  disabled,
  onCount,
  onBack,
}: {
  disabled: boolean;
  onCount: (countedCents: number) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <AmountStep
      heading="Count the drawer"
      note="Count every note and coin in the drawer and type the total. What it should hold is shown once the count is in."
      label="Cash counted"
      submitLabel="Close the drawer"
      busyLabel="Closing…"
      disabled={disabled}
      onSubmit={onCount}
    >
      <StyledButton type="button" $variant="ghost" onClick={onBack}>
        Not now
      </StyledButton>
    </AmountStep>
  );
}

/** An open drawer: who opened it, its float, what was moved by hand, and what can be done with it. */
export function OpenDrawerPanel({
  drawer,
  timeZone,
  disabled,
  onMove,
  onCount,
  takeOrders,
}: {
  drawer: TerminalDrawerFieldsFragment;
  timeZone: string | null | undefined;
  disabled: boolean;
  onMove: (kind: DrawerHandMove) => void;
  onCount: () => void;
  /** The terminal's home: right after opening, taking orders is what comes next, not the end of the shift. */
  takeOrders: string;
}) {
  return (
    <>
      <StyledPanel aria-labelledby="drawer-open">
        <h2 id="drawer-open">Drawer {drawer.terminalTag} is open</h2>
        <StyledActions>
          <ButtonLink to={takeOrders}>Take orders</ButtonLink>
        </StyledActions>
        <StyledFacts>
          <dt>Opened</dt>
          <dd>
            {formatDayTime(drawer.openedAt, timeZone)} by {drawer.openedBy}
          </dd>
          <dt>Float</dt>
          <dd>{formatDollars(drawer.floatCents)}</dd>
        </StyledFacts>
        {drawer.handMoves.length === 0 ? (
          <StyledNote>Nothing paid in, paid out or dropped yet.</StyledNote>
        ) : (
          <StyledMoves aria-label="Paid in, paid out and drops">
            {drawer.handMoves.map((move) => (
              <li key={move.id}>
                <span>
                  {moveKindLabel(move.kind)}: {move.reason} · {move.by}
                  {move.approvedBy ? `, approved by ${move.approvedBy}` : ''}
                </span>
                <strong>{formatDollars(move.amountCents)}</strong>
              </li>
            ))}
          </StyledMoves>
        )}
      </StyledPanel>
      <StyledPanel aria-labelledby="drawer-actions">
        <h2 id="drawer-actions">Move cash</h2>
        <StyledActions>
          {(Object.keys(HAND_MOVES) as DrawerHandMove[]).map((kind) => (
            <StyledButton
              key={kind}
              type="button"
              $variant="secondary"
              disabled={disabled}
              onClick={() => onMove(kind)}
            >
              {HAND_MOVES[kind].label}
            </StyledButton>
          ))}
          <StyledButton type="button" $variant="secondary" disabled={disabled} onClick={onCount}>
            Count and close
          </StyledButton>
        </StyledActions>
      </StyledPanel>
    </>
  );
}

/** The count's answer: over or short first, then what was expected and counted, the report and the next drawer. */
export function ClosedPanel({
  drawer,
  restaurantName,
  timeZone,
  onNext,
}: {
  drawer: DrawerFieldsFragment;
  restaurantName: string;
  timeZone: string | null | undefined;
  onNext: () => void;
}) {
  const verdict = overOrShort(drawer.overShortCents ?? 0);
  return (
    <>
      <StyledPanel aria-labelledby="drawer-closed">
        <h2 id="drawer-closed">Drawer {drawer.terminalTag} is closed</h2>
        <StyledVerdict $tone={verdict.tone} role="status" data-over-short={verdict.tone}>
          {verdict.text}
        </StyledVerdict>
        <StyledFacts>
          <dt>Expected</dt>
          <dd>{formatDollars(drawer.expectedCents)}</dd>
          <dt>Counted</dt>
          <dd>{formatDollars(drawer.countedCents ?? 0)}</dd>
        </StyledFacts>
        <StyledActions>
          <StyledButton type="button" onClick={printPaper}>
            Print the drawer report
          </StyledButton>
          <StyledButton type="button" $variant="secondary" onClick={onNext}>
            Open the next drawer
          </StyledButton>
        </StyledActions>
      </StyledPanel>
      <StyledPreview aria-label="The drawer report as it prints" role="figure">
        <StyledPreviewContent>
          <DrawerReport drawer={drawer} restaurantName={restaurantName} timeZone={timeZone} />
        </StyledPreviewContent>
      </StyledPreview>
    </>
  );
}
