import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { RevenueTipsReportQuery } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { TextField } from '../../ui/controls/Field';
import { formatDollars } from '../../ui/format/money';
import { FigureSection, FigureTable as StyledTable } from '../../ui/layout/FigureTable';
import { LoadingState } from '../../ui/layout/Layout';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { BUSINESS_DAYS, TIPS_REPORT } from './operations';
import { NO_TIPS, tipsCount, weekBefore } from './rules';

const StyledTips = styled(FigureSection)`
  margin-top: ${space(10)};
`;

const StyledRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  > * {
    flex: 1 1 10rem;
  }
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * Tips by employee (docs/decisions/0083-card-tips-paid-to-drivers.md), on the revenue screen: the card tips of
 * the business days chosen (the last week of the open day, unless changed), each person's count and total, a
 * delivery's tips its driver's with what drawers handed them; the totals are the Z reports' tips.
 */
export function TipsSection({ restaurantId }: { restaurantId: string }) {
  const days = useQuery(BUSINESS_DAYS, { variables: { restaurantId }, fetchPolicy: 'cache-first' });
  const openDay = days.data?.businessDays.openDay;
  const [chosen, setChosen] = useState<{ from?: string; to?: string }>({});
  const to = chosen.to ?? openDay ?? '';
  const from = chosen.from ?? (openDay ? weekBefore(openDay) : '');
  const tips = useQuery(TIPS_REPORT, {
    variables: { restaurantId, from, to },
    skip: !from || !to || from > to,
    fetchPolicy: 'cache-and-network',
  });
  const report = tips.data?.tipsReport.from === from && tips.data.tipsReport.to === to ? tips.data.tipsReport : null;

  return (
    <StyledTips aria-labelledby="tips-heading">
      <h2 id="tips-heading">Tips by employee</h2>
      <StyledRange>
        <TextField
          label="From"
          type="date"
          name="tipsFrom"
          value={from}
          max={to || undefined}
          onChange={(event) => setChosen((c) => ({ ...c, from: event.target.value }))}
        />
        <TextField
          label="To"
          type="date"
          name="tipsTo"
          value={to}
          min={from || undefined}
          onChange={(event) => setChosen((c) => ({ ...c, to: event.target.value }))}
        />
      </StyledRange>
      {from && to && from > to ? (
        <ErrorAlert>Choose a first day on or before the last.</ErrorAlert>
      ) : tips.error && !report ? (
        <ErrorAlert>
          {failureMessage(tips.error, 'We could not load the tips. Please try again.')}
          <p>
            <StyledButton type="button" $variant="secondary" onClick={() => void tips.refetch()}>
              Try again
            </StyledButton>
          </p>
        </ErrorAlert>
      ) : !report ? (
        <LoadingState>Loading the tips…</LoadingState>
      ) : report.employees.length === 0 ? (
        <StyledMuted data-tips="empty">{NO_TIPS}</StyledMuted>
      ) : (
        <TipsTable report={report} />
      )}
    </StyledTips>
  );
}

function TipsTable({ report }: { report: RevenueTipsReportQuery['tipsReport'] }) {
  const drivers = report.employees.some((e) => e.driver);
  return (
    <>
      <StyledTable data-tips="table">
        <StyledCaption>Card tips by employee, {report.timeZone} business days</StyledCaption>
        <thead>
          <tr>
            <th scope="col">Employee</th>
            <th scope="col">Tips</th>
            <th scope="col">Total</th>
            {drivers && <th scope="col">Handed over</th>}
          </tr>
        </thead>
        <tbody>
          {report.employees.map((e) => (
            <tr key={e.employeeId ?? `name:${e.name}`} data-employee={e.name}>
              <th scope="row">
                {e.name}
                {e.driver && <small>Driver: their deliveries’ tips</small>}
              </th>
              <td>{e.count}</td>
              <td>{formatDollars(e.cents)}</td>
              {drivers && <td>{e.driver ? formatDollars(e.paidOutCents) : '—'}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All employees</th>
            <td>{report.tips.count}</td>
            <td data-tips="total">{formatDollars(report.tips.cents)}</td>
            {drivers && <td>{formatDollars(report.paidOut.cents)}</td>}
          </tr>
        </tfoot>
      </StyledTable>
      <StyledMuted>
        {tipsCount(report.tips.count)} by card, {formatDollars(report.tips.cents)} after refunds: the Z reports’ tips
        for these days. Drivers are handed their tips from the drawer at their cash-out.
      </StyledMuted>
    </>
  );
}
