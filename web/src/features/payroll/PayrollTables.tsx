import styled from 'styled-components';
import type { PayPeriodQuery } from '../../graphql/generated/graphql';
import { formatDollars } from '../../ui/format/money';
import { FigureTable } from '../../ui/layout/FigureTable';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { media, space } from '../../theme/theme';
import { decimalHours, poolWords, totalsOf } from './rules';

type Period = PayPeriodQuery['payPeriod'];

const StyledScroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* A phone shows each person as a card: the figures two by two, each under its column's name. */
  ${media.phone} {
    thead {
      ${visuallyHidden}
    }

    table,
    tbody,
    tfoot {
      display: block;
    }

    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: ${space(2, 4)};
      padding: ${space(3, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    th[scope='row'] {
      grid-column: 1 / -1;
    }

    th,
    td,
    td:not(:first-child) {
      display: block;
      padding: 0;
      border: 0;
      text-align: left;
    }

    td::before {
      content: attr(data-label);
      display: block;
      font-family: ${({ theme }) => theme.fonts.body};
      font-size: 0.8rem;
      color: ${({ theme }) => theme.colors.inkMuted};
    }
  }
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const rate = (cents: number | null | undefined) => (cents == null ? 'no rate' : `${formatDollars(cents)}/h`);

/** Per person and rate: hours, pay, tips and reimbursements, with the totals the payroll file adds up to. */
export function PeopleTable({ period }: { period: Period }) {
  const totals = totalsOf(period.people);
  return (
    // A phone scrolls the figures sideways: the region takes the keyboard too.
    <StyledScroll tabIndex={0} role="region" aria-label="Hours, pay and tips by person">
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
                <td data-label="Regular h">{decimalHours(regular)}</td>
                <td data-label="Overtime h">{decimalHours(overtime)}</td>
                <td data-label="Pay">{formatDollars(pay)}</td>
                <td data-label="Cash tips">{formatDollars(p.cashTipsCents)}</td>
                <td data-label="Card tips">
                  {formatDollars(p.cardTipsCents)}
                  {pool && <small>{pool}</small>}
                </td>
                <td data-label="Reimbursed">
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
            <td data-label="Regular h">{decimalHours(totals.regularMinutes)}</td>
            <td data-label="Overtime h">{decimalHours(totals.overtimeMinutes)}</td>
            <td data-label="Pay" data-payroll="pay-total">
              {formatDollars(totals.payCents)}
            </td>
            <td data-label="Cash tips">{formatDollars(totals.cashTipsCents)}</td>
            <td data-label="Card tips" data-payroll="card-tips-total">
              {formatDollars(totals.cardTipsCents)}
            </td>
            <td data-label="Reimbursed">{formatDollars(totals.reimbursementCents)}</td>
          </tr>
        </tfoot>
      </FigureTable>
    </StyledScroll>
  );
}

/** The tips report: per person and day, what they took, what the pool moved, what they are paid. */
export function TipsByDayTable({ period }: { period: Period }) {
  return (
    <StyledScroll tabIndex={0} role="region" aria-label="Tips by person and day">
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
              <td data-label="Took by card">{formatDollars(d.takenCents)}</td>
              <td data-label="Pool">
                {d.pooledCents > 0 ? `+${formatDollars(d.pooledCents)}` : formatDollars(d.pooledCents)}
              </td>
              <td data-label="Card tips">{formatDollars(d.cardTipsCents)}</td>
              <td data-label="Cash declared">{formatDollars(d.cashTipsCents)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </StyledScroll>
  );
}
