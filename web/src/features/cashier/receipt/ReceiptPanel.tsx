import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { media, space } from '../../../theme/theme';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledFieldset } from '../../../ui/controls/Field';
import { StyledButton } from '../../../ui/controls/Button';
import { Icon } from '../../../ui/controls/Icon';
import { visuallyHidden } from '../../../ui/layout/visuallyHidden';
import { StyledChoice } from '../menu/ItemOptions.styles';
import type { DisplayLine } from '../draft/orderView';
import type { DraftOp } from '../draft/draftTypes';
import type { LineActions } from './ReceiptLine';
import { TENDER_WORD, tenderProblem, type TenderChoice } from './receipt';
import { CashGiven, StyledRow } from './CashGiven';
import { ReceiptDocument, ReceiptHead, type ReceiptData } from './ReceiptDocument';
import { ReceiptTotals } from './ReceiptTotals';

const StyledPanel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};

  ${media.tablet} {
    border-left: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Pinned above the lines: the number, the type and the schedule time never scroll away. */
const StyledHead = styled.div`
  flex: none;
  padding: ${space(3, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledScroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${space(3, 4)};
`;

const StyledFoot = styled.div`
  flex: none;
  display: grid;
  gap: ${space(2)};
  padding: ${space(2, 4, 3)};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledEmptyLines = styled.p`
  margin: 0;
  padding: ${space(4, 0)};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

const StyledProblem = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** Payment in as little height as it takes: the lines above must keep room to show the last one added. */
const StyledPayment = styled(StyledFieldset)`
  gap: ${space(2)};

  legend {
    margin-bottom: ${space(1)};
    font-size: 0.88rem;
  }
`;

const StyledHeading = styled.h2`
  ${visuallyHidden}
`;

interface ReceiptPanelProps {
  receipt: ReceiptData;
  started: boolean;
  problems: readonly DraftOp[];
  onRemove: (line: DisplayLine) => void;
  onRetry: (opId: string) => void;
  onDismiss: (opId: string) => void;
  tender: TenderChoice;
  onTender: (tender: TenderChoice) => void;
  onPrint: () => void;
  /** Split the bill in parts (docs/decisions/0084-split-payments.md); absent where an order cannot be split. */
  onSplit?: () => void;
  printing: boolean;
  printError: string | null;
  /** A voided order (docs/product.md#voids): shown as it is, without a control that changes or prints it. */
  locked?: boolean;
  /** Giving and taking back discounts (docs/product.md#discounts). */
  discounts?: LineActions['discounts'];
}

const PROBLEM_WORDS: Record<DraftOp['type'], string> = {
  start: 'The order is not started yet.',
  change: 'A change to the order is not saved yet.',
  add: 'An item is not added yet.',
  remove: 'An item is not removed yet.',
};

/**
 * The current order, always on the right (docs/product.md#terminal-layout): the
 * receipt with a delete icon per line (a void once printed), the totals pinned
 * under it with the grand total largest, how it is paid, and 'Print Order' above $0.
 */
export function ReceiptPanel(props: ReceiptPanelProps) {
  const { receipt, tender, onTender, locked = false } = props;
  const total = receipt.figures.totalCents;
  // Above $0, and with a line: a delivery charge alone is not an order to print.
  const printable = !locked && total > 0 && receipt.lines.some((line) => !line.voided);
  const problem = tenderProblem(tender, total);
  const scroll = useRef<HTMLDivElement>(null);
  const count = receipt.lines.length;
  const newest = receipt.lines.at(-1);
  const adding = !!newest && newest.status !== 'saved';
  const seen = useRef(count);

  // A line just tapped comes into view at once: the cashier sees it land.
  useEffect(() => {
    if (count > seen.current && adding) scroll.current?.scrollTo({ top: scroll.current.scrollHeight });
    seen.current = count;
  }, [count, adding]);

  // When the payment part grows (Cash and its amounts) the lines get less room: the last one stays in view.
  useEffect(() => {
    const element = scroll.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let height = element.clientHeight;
    const observer = new ResizeObserver(() => {
      if (element.clientHeight < height) element.scrollTo({ top: element.scrollHeight });
      height = element.clientHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <StyledPanel id="receipt" aria-labelledby="receipt-heading">
      <StyledHeading id="receipt-heading">Receipt</StyledHeading>
      <StyledHead>
        <ReceiptHead receipt={receipt} />
      </StyledHead>
      <StyledScroll ref={scroll}>
        <ReceiptDocument
          receipt={receipt}
          variant="screen"
          withHead={false}
          withTotals={false}
          actions={locked ? undefined : props}
          empty={
            <StyledEmptyLines>
              {props.started ? 'No items yet. Choose from the menu.' : 'Choose the order type to start.'}
            </StyledEmptyLines>
          }
        />
      </StyledScroll>
      <StyledFoot>
        {props.problems.map((op) => (
          <ErrorAlert key={op.id}>
            <p>
              {op.status === 'offline' ? PROBLEM_WORDS[op.type] : op.message} {op.status === 'offline' && op.message}
            </p>
            {op.status === 'failed' && (
              <StyledProblem>
                <StyledButton type="button" $variant="secondary" onClick={() => props.onRetry(op.id)}>
                  Try again
                </StyledButton>
                <StyledButton type="button" $variant="ghost" onClick={() => props.onDismiss(op.id)}>
                  Dismiss
                </StyledButton>
              </StyledProblem>
            )}
          </ErrorAlert>
        ))}
        <ReceiptTotals receipt={receipt} compact />
        {printable && (
          <StyledPayment>
            <legend>Payment (optional)</legend>
            <StyledRow>
              {(['cash', 'card', 'door'] as const).map((method) => (
                <StyledChoice
                  key={method}
                  type="button"
                  $chosen={tender.method === method}
                  aria-pressed={tender.method === method}
                  onClick={() =>
                    onTender({ ...tender, method: tender.method === method ? null : method, chosen: true })
                  }
                >
                  {TENDER_WORD[method]}
                </StyledChoice>
              ))}
              {props.onSplit && (
                <StyledChoice
                  type="button"
                  $chosen={false}
                  aria-haspopup="dialog"
                  disabled={props.printing}
                  onClick={props.onSplit}
                >
                  Split
                </StyledChoice>
              )}
            </StyledRow>
            {tender.method === 'cash' && (
              <CashGiven
                dueCents={total}
                value={tender.cashGiven}
                onChange={(cashGiven) => onTender({ ...tender, cashGiven })}
                problem={problem}
              />
            )}
          </StyledPayment>
        )}
        {props.printError && <ErrorAlert>{props.printError}</ErrorAlert>}
        {printable && (
          <StyledButton
            type="button"
            $size="large"
            $block
            disabled={props.printing || !!problem}
            onClick={props.onPrint}
          >
            <Icon name="printer" size={22} />
            {props.printing ? 'Printing…' : 'Print Order'}
          </StyledButton>
        )}
      </StyledFoot>
    </StyledPanel>
  );
}
