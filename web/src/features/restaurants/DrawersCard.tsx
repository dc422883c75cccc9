import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { formatDay, formatDayTime } from '../../ui/format/dates';
import { SelectField, TextField } from '../../ui/controls/Field';
import { StyledRowList } from '../../ui/layout/Lists';
import { formatDollars, overOrShort } from '../../ui/format/money';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { amountLimitOptions } from './discountRules';
import {
  DEFAULT_DROP_CENTS,
  DEFAULT_PAYOUT_CENTS,
  DROP_CHOICES,
  PAYOUT_CHOICES,
  drawerLimitSaved,
  type DrawerLimit,
} from './settingChoices';
import { StyledHubCard, StyledHubRow } from './HubCard.styles';
import { DRAWER_DAY } from './operations';
import { useSaveOrderSettings } from './useSaveOrderSettings';

const StyledVerdict = styled.span<{ $tone: 'over' | 'short' | 'exact' | 'open' }>`
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 750;
  background: ${({ theme, $tone }) =>
    $tone === 'exact'
      ? theme.colors.successSoft
      : $tone === 'open'
        ? theme.colors.highlightSoft
        : theme.colors.dangerSoft};
  color: ${({ theme, $tone }) => ($tone === 'exact' ? theme.colors.success : $tone === 'open' ? theme.colors.ink : theme.colors.danger)};
`;

const StyledFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};

  & > * {
    flex: 1 1 220px;
    max-width: 320px;
  }
`;

/**
 * The restaurant's cash drawers (docs/product.md#cash-drawers), for the owner or a manager: each tablet's drawer
 * on a business day (today's open one unless another day is chosen) with what it should have held, what was
 * counted and over or short; the cash sales that found no drawer; and the limits past which paid-outs and drops
 * to the safe from one drawer, together, need the security PIN.
 */
export function DrawersCard({ restaurantId }: { restaurantId: string }) {
  const [day, setDay] = useState('');
  const list = useQuery(DRAWER_DAY, {
    variables: { restaurantId, day: day || null },
    fetchPolicy: 'cache-and-network',
  });
  const settings = useQuery(ORDER_SETTINGS, { variables: { restaurantId } });
  const saveSettings = useSaveOrderSettings(restaurantId);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const limit = settings.data?.orderSettings.drawerPayoutApprovalCents;
  const dropLimit = settings.data?.orderSettings.drawerDropApprovalCents;
  const shown = list.data?.drawers;

  const setLimit = async (which: DrawerLimit, cents: number) => {
    setNote(null);
    setFailure(null);
    try {
      await saveSettings({ [which]: cents });
      setNote(drawerLimitSaved(which, cents));
    } catch (error) {
      setFailure(failureMessage(error, 'The limit could not be saved. Try again.'));
    }
  };

  return (
    <StyledHubCard as="section" aria-labelledby="drawers-heading">
      <h2 id="drawers-heading">Drawers</h2>
      <p>Each tablet’s cash drawer: what it should have held, what was counted, over or short.</p>
      {list.error && !list.data && (
        <ErrorAlert>{failureMessage(list.error, 'We could not load the drawers.')}</ErrorAlert>
      )}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      {shown && (
        <p>
          <strong>{formatDay(`${shown.day}T12:00:00Z`, 'UTC')}</strong>
          {shown.drawers.length === 0 ? ': no drawer was opened.' : ''}
        </p>
      )}
      {shown && shown.drawers.length > 0 && (
        <StyledRowList aria-label="The day’s drawers">
          {shown.drawers.map((d) => {
            const verdict =
              d.overShortCents === null || d.overShortCents === undefined ? null : overOrShort(d.overShortCents);
            return (
              <StyledHubRow key={d.id} data-drawer={d.terminalTag ?? ''}>
                <span>
                  <strong>Drawer {d.terminalTag}</strong>
                  Opened {formatDayTime(d.openedAt, shown.timeZone)} by {d.openedBy}
                  {d.closedAt ? ` · closed ${formatDayTime(d.closedAt, shown.timeZone)} by ${d.closedBy}` : ''}
                  <br />
                  Float {formatDollars(d.floatCents)} · cash sales {formatDollars(d.cashSalesCents)} · expected{' '}
                  {formatDollars(d.expectedCents)}
                  {d.countedCents !== null && d.countedCents !== undefined
                    ? ` · counted ${formatDollars(d.countedCents)}`
                    : ''}
                </span>
                <StyledVerdict $tone={verdict?.tone ?? 'open'}>{verdict?.text ?? 'Open'}</StyledVerdict>
              </StyledHubRow>
            );
          })}
        </StyledRowList>
      )}
      {shown && shown.cashSalesOnNoDrawer > 0 && (
        <p>
          Cash sales on no drawer: {shown.cashSalesOnNoDrawer} · {formatDollars(shown.cashSalesOnNoDrawerCents)}
        </p>
      )}
      <StyledFields>
        <TextField
          label="Business day"
          name="drawerDay"
          type="date"
          hint="Today’s open day unless you choose another."
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <SelectField
          label="Paid-outs need the security PIN above"
          name="drawerPayoutApprovalCents"
          options={amountLimitOptions(limit, PAYOUT_CHOICES, DEFAULT_PAYOUT_CENTS)}
          value={limit === undefined ? '' : String(limit)}
          disabled={limit === undefined}
          onChange={(event) => void setLimit('drawerPayoutApprovalCents', Number(event.target.value))}
        />
        <SelectField
          label="Drops to the safe need the security PIN above"
          name="drawerDropApprovalCents"
          options={amountLimitOptions(dropLimit, DROP_CHOICES, DEFAULT_DROP_CENTS)}
          value={dropLimit === undefined ? '' : String(dropLimit)}
          disabled={dropLimit === undefined}
          onChange={(event) => void setLimit('drawerDropApprovalCents', Number(event.target.value))}
        />
      </StyledFields>
    </StyledHubCard>
  );
}
