import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';
import type { CorrectionLine, Reconciliation } from './zReport';

/**
 * The Z report's parts that are more than rows of amounts (docs/decisions/0071-one-ledger.md): whether the day
 * reconciles, at the top, and the tender corrections one by one. On paper in ink only, with the same words.
 */

const StyledVerdict = styled.section<{ $good: boolean; $print: boolean }>`
  display: grid;
  gap: ${space(1)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid
    ${({ theme, $good, $print }) =>
      $print ? theme.colors.ink : $good ? theme.colors.successBorder : theme.colors.dangerBorder};
  background: ${({ theme, $good, $print }) =>
    $print ? 'transparent' : $good ? theme.colors.successSoft : theme.colors.dangerSoft};
  color: ${({ theme, $good, $print }) => ($print ? theme.colors.ink : $good ? theme.colors.success : theme.colors.danger)};

  h4 {
    margin: 0;
    font-size: 1.15em;
    font-weight: 800;
    ${({ $print }) =>
      $print &&
      css`
        text-align: center;
        text-transform: uppercase;
      `}
  }

  p,
  ul {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }

  ul {
    display: grid;
    gap: ${space(1)};
    padding-left: ${space(5)};
  }
`;

/** "Reconciled" in the good tone, or each difference in the alert tone; nothing for a day closed before the ledger. */
export function ReconciliationNote({ verdict, print }: { verdict: Reconciliation; print: boolean }) {
  if (!verdict) return null;
  if (verdict.reconciled)
    return (
      <StyledVerdict $good $print={print} aria-label="Reconciliation" data-reconciled="yes">
        <h4>Reconciled</h4>
        <p>The sales, the revenue, every drawer and every order’s money agree.</p>
      </StyledVerdict>
    );
  return (
    <StyledVerdict $good={false} $print={print} aria-label="Reconciliation" data-reconciled="no">
      <h4>{verdict.title}</h4>
      <ul>
        {verdict.differences.map((difference) => (
          <li key={difference}>{difference}</li>
        ))}
      </ul>
    </StyledVerdict>
  );
}

const StyledCorrections = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: ${space(3)};
  }

  span:nth-child(2) {
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
    white-space: nowrap;
  }

  small {
    grid-column: 1 / -1;
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
`;

/** Each correction: order, from → to and the amount on one line; who, who approved, why and when under it. */
export function CorrectionList({ lines }: { lines: CorrectionLine[] }) {
  if (lines.length === 0) return <p>No tender was corrected.</p>;
  return (
    <StyledCorrections aria-label="Tender corrections">
      {lines.map((line, i) => (
        <li key={i}>
          <span>{line.title}</span>
          <span>{line.value}</span>
          <small>{line.detail}</small>
        </li>
      ))}
    </StyledCorrections>
  );
}
