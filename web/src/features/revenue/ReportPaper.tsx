import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/theme';

/**
 * A report as a till prints it (a Z report, a drawer report): a title, then
 * sections of labelled amounts, the amounts in monospace and aligned right,
 * the same on screen and on the 350 px paper (ui/layout/PrintPaper).
 */

const StyledReport = styled.div<{ $print: boolean }>`
  display: grid;
  gap: ${space(4)};
  font-size: ${({ $print }) => ($print ? '14px' : '0.95rem')};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.ink};

  header {
    display: grid;
    gap: ${space(1)};
    text-align: ${({ $print }) => ($print ? 'center' : 'left')};
  }

  header h2,
  header h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ $print }) => ($print ? '22px' : '1.25rem')};
  }

  header p {
    margin: 0;
    color: ${({ theme, $print }) => ($print ? theme.colors.ink : theme.colors.inkMuted)};
  }
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${space(1)};
  padding-top: ${space(2)};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};

  h3,
  h4 {
    margin: 0 0 ${space(1)};
    font-size: 0.95em;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }

  p {
    margin: 0;
  }
`;

const StyledRows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${space(3)};
  row-gap: ${space(0.5)};
  margin: 0;

  dt {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
    white-space: nowrap;
  }

  [data-strong] {
    font-weight: 800;
  }
`;

const StyledRow = styled.div`
  display: contents;
`;

export interface ReportRow {
  label: ReactNode;
  value: string;
  strong?: boolean;
  /** A data attribute for tests and screen readers' landmarks: what the row is. */
  name?: string;
}

export function ReportPaper({
  title,
  subtitle,
  print = false,
  children,
  headingLevel = 2,
}: {
  title: string;
  subtitle?: ReactNode;
  print?: boolean;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledReport $print={print}>
      <header>
        <Heading>{title}</Heading>
        {subtitle && <p>{subtitle}</p>}
      </header>
      {children}
    </StyledReport>
  );
}

export function ReportSection({ title, rows, children }: { title: string; rows?: ReportRow[]; children?: ReactNode }) {
  return (
    <StyledSection aria-label={title}>
      <h4>{title}</h4>
      {rows && rows.length > 0 && (
        <StyledRows>
          {rows.map((row, i) => (
            <StyledRow key={i} data-row={row.name}>
              <dt data-strong={row.strong || undefined}>{row.label}</dt>
              <dd data-strong={row.strong || undefined}>{row.value}</dd>
            </StyledRow>
          ))}
        </StyledRows>
      )}
      {children}
    </StyledSection>
  );
}
