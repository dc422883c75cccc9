import type { ReceiptData } from './ReceiptDocument';
import { StyledTotals, StyledGrand, StyledRow, StyledEstimate } from './ReceiptDocument.styles';
import { totalsRows, tenderRows } from './receipt';

/**
 * Total, Delivery Charge, Tax and the Grand Total in the largest type, then
 * how it was paid; on screen it stays pinned under the lines.
 */
export function ReceiptTotals({
  receipt,
  print = false,
  compact = false,
}: {
  receipt: ReceiptData;
  print?: boolean;
  /** Total, delivery and tax side by side in small type (the panel, where height is short): the grand total stays large. */
  compact?: boolean;
}) {
  return (
    <>
      <StyledTotals $compact={compact}>
        {totalsRows(receipt.figures).map((row) =>
          row.grand ? (
            <StyledGrand key={row.label} $print={print}>
              <dt>{row.label}</dt>
              <dd data-grand-total>{row.amount}</dd>
            </StyledGrand>
          ) : (
            <StyledRow key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.amount}</dd>
            </StyledRow>
          ),
        )}
        {tenderRows(receipt.tender).map((row) => (
          <StyledRow key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </StyledRow>
        ))}
      </StyledTotals>
      {receipt.estimated && !print && <StyledEstimate>Updating totals…</StyledEstimate>}
    </>
  );
}
