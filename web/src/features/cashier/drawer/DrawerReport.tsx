import styled from 'styled-components';
import type { DrawerFieldsFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { formatDay, formatDayTime, formatTime } from '../../../ui/format/dates';
import { formatDollars, overOrShort } from '../../../ui/format/money';
import { StyledPaperFigures } from '../receipt/ReceiptDocument.styles';
import { listedMoves, moveKindLabel, reportRows } from './drawerRules';

const StyledReport = styled.div`
  display: grid;
  gap: ${space(3)};
  font-size: 14px;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.ink};

  h2,
  p {
    margin: 0;
  }
`;

const StyledTitle = styled.div`
  display: grid;
  gap: ${space(1)};
  text-align: center;

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 26px;
    font-weight: 800;
    text-transform: uppercase;
  }
`;

const StyledFigures = styled(StyledPaperFigures)`
  padding-top: ${space(2)};
  border-top: 2px solid currentColor;
`;

const StyledRow = styled.div<{ $strong: boolean }>`
  display: contents;
  font-weight: ${({ $strong }) => ($strong ? 800 : 'inherit')};
`;

const StyledResult = styled.p`
  padding: ${space(2, 0)};
  border-top: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  font-size: 20px;
  font-weight: 800;
  text-align: center;
`;

const StyledMoves = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr auto;
  }

  span:last-child {
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
  }

  small {
    grid-column: 1 / -1;
    font-size: 0.9em;
  }
`;

/**
 * The drawer report (docs/product.md#cash-drawers): what a closing cashier hands the manager, on the receipt's
 * paper. The screen shows this same document, 350 px wide, so the preview is the paper.
 */
export function DrawerReport({
  drawer,
  restaurantName,
  timeZone,
}: {
  drawer: DrawerFieldsFragment;
  restaurantName: string;
  /** The restaurant's clock: every time on the report is on it. */
  timeZone: string | null | undefined;
}) {
  const result =
    drawer.overShortCents === null || drawer.overShortCents === undefined ? null : overOrShort(drawer.overShortCents);
  const moves = listedMoves(drawer);
  return (
    <StyledReport data-drawer-report>
      <StyledTitle>
        <p>
          <strong>{restaurantName}</strong>
        </p>
        <h2>Drawer report</h2>
        <p>
          Drawer {drawer.terminalTag ?? ''} · {formatDay(`${drawer.day}T12:00:00Z`, 'UTC')}
        </p>
      </StyledTitle>
      <div>
        <p>
          Opened {formatDayTime(drawer.openedAt, timeZone)} by {drawer.openedBy}
        </p>
        {drawer.closedAt ? (
          <p>
            Closed {formatDayTime(drawer.closedAt, timeZone)} by {drawer.closedBy}
          </p>
        ) : (
          <p>Still open</p>
        )}
      </div>
      <StyledFigures>
        {reportRows(drawer).map((row) => (
          <StyledRow key={row.label} $strong={!!row.strong}>
            <dt>{row.label}</dt>
            <dd>{formatDollars(row.cents)}</dd>
          </StyledRow>
        ))}
      </StyledFigures>
      {result && <StyledResult data-over-short={result.tone}>{result.text}</StyledResult>}
      {moves.length > 0 && (
        <StyledMoves aria-label="Changed totals, refunds, tender corrections, paid in, paid out and drops">
          {moves.map((move) => (
            <li key={move.id}>
              <span>
                {moveKindLabel(move.kind)}
                {move.orderNumber ? ` · order #${move.orderNumber}` : ''}
              </span>
              <span>{formatDollars(move.amountCents)}</span>
              <small>
                {move.what && move.kind !== 'refund' ? `${move.what} · ` : ''}
                {move.reason ? `${move.reason} · ` : ''}
                {move.by}
                {move.approvedBy ? `, approved by ${move.approvedBy}` : ''} · {formatTime(move.at, timeZone)}
              </small>
            </li>
          ))}
        </StyledMoves>
      )}
    </StyledReport>
  );
}
