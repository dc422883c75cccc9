import styled from 'styled-components';
import type { PayPeriodQuery } from '../../graphql/generated/graphql';
import { formatDollars } from '../../ui/format/money';
import { FigureTable } from '../../ui/layout/FigureTable';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { decimalHours, poolWords, totalsOf } from './rules';

type Period = PayPeriodQuery['payPeriod'];

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const rate = (cents: number | null | undefined) => (cents == null ? 'no rate' : `${formatDollars(cents)}/h`);

/** Per person and rate: hours, pay, tips and reimbursements, with the totals the payroll file adds up to. */
export function PeopleTable({ period }: { period: Period }) {
  const totals = totalsOf(period.people);
  return (
    <StyledScroll>
      <FigureTable data-payroll="people">
        <StyledCaption>Payroll by person, hours in decimal hours</StyledCaption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Regular h</th>
            <th scope="col">Overtime h</th>
            <th scope="col">Pay</th>
            <th scope="col">Cash tips</th>
            <th scope="col">Card tips</th>
            <th scope="col">Reimbursed</th>
          </tr>
        </thead>
        <tbody>
          {period.people.map((p) => {
            const regular = p.lines.reduce((n, l) => n + l.regularMinutes, 0);
            const overtime = p.lines.reduce((n, l) => n + l.overtimeMinutes, 0);
            const pay = p.lines.reduce((n, l) => n + l.regularPayCents + l.overtimePayCents, 0);
            const pool = poolWords(p.takenTipsCents, p.pooledTipsCents, formatDollars);
            return (
              <tr key={p.employeeId ?? `name:${p.name}`} data-person={p.name}>
                <th scope="row">
                  {p.name}
                  {p.lines.map((l) => (
                    <small key={`${l.role}-${l.hourlyCents ?? 'none'}`}>
                      {l.role} · {rate(l.hourlyCents)}
                    </small>
                  ))}
                  {p.notes.map((n) => (
                    <small key={n} data-payroll="note">
                      {n}
                    </small>
                  ))}
                </th>
                <td>{decimalHours(regular)}</td>
                <td>{decimalHours(overtime)}</td>
                <td>{formatDollars(pay)}</td>
                <td>{formatDollars(p.cashTipsCents)}</td>
                <td>
                  {formatDollars(p.cardTipsCents)}
                  {pool && <small>{pool}</small>}
                </td>
                <td>
                  {formatDollars(p.reimbursementCents)}
                  {p.deliveries > 0 && (
                    <small>{p.deliveries === 1 ? '1 delivery' : `${p.deliveries} deliveries`}</small>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Everyone</th>
            <td>{decimalHours(totals.regularMinutes)}</td>
            <td>{decimalHours(totals.overtimeMinutes)}</td>
            <td data-payroll="pay-total">{formatDollars(totals.payCents)}</td>
            <td>{formatDollars(totals.cashTipsCents)}</td>
            <td data-payroll="card-tips-total">{formatDollars(totals.cardTipsCents)}</td>
            <td>{formatDollars(totals.reimbursementCents)}</td>
          </tr>
        </tfoot>
      </FigureTable>
    </StyledScroll>
  );
}

/** The tips report: per person and day, what they took, what the pool moved, what they are paid. */
export function TipsByDayTable({ period }: { period: Period }) {
  return (
    <StyledScroll>
      <FigureTable data-payroll="tips">
        <StyledCaption>Tips by person and day</StyledCaption>
        <thead>
          <tr>
            <th scope="col">Day · person</th>
            <th scope="col">Took by card</th>
            <th scope="col">Pool</th>
            <th scope="col">Card tips</th>
            <th scope="col">Cash declared</th>
          </tr>
        </thead>
        <tbody>
          {period.tipsByDay.map((d) => (
            <tr key={`${d.day}-${d.employeeId ?? d.name}`} data-tip-day={`${d.day} ${d.name}`}>
              <th scope="row">
                {d.name}
                <small>{d.day}</small>
              </th>
              <td>{formatDollars(d.takenCents)}</td>
              <td>{d.pooledCents > 0 ? `+${formatDollars(d.pooledCents)}` : formatDollars(d.pooledCents)}</td>
              <td>{formatDollars(d.cardTipsCents)}</td>
              <td>{formatDollars(d.cashTipsCents)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </StyledScroll>
  );
}
