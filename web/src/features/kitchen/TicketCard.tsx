import styled, { css, type DefaultTheme } from 'styled-components';
import { space } from '../../theme/theme';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { OnlineBadge, OrderTypeBadge, VoidBadge } from '../orders/OrderBadges';
import { ageMinutes, ageTone, ageWords, ticketNumber, type AgeSettings, type AgeTone, type Ticket } from './rules';
import { formatClock } from '../../ui/format/dates';

/** One ticket: the header marks it ready, a line marks it done (docs/product.md#kitchen-display). */

type Colors = DefaultTheme['colors'];
/** The colour of a ticket's age, and its word for whoever cannot see the colour. */
const TONES = {
  fresh: { bar: (c: Colors) => c.success, soft: (c: Colors) => c.successSoft, word: 'On time' },
  amber: { bar: (c: Colors) => c.roleOther, soft: (c: Colors) => c.roleOtherSoft, word: 'Waiting' },
  red: { bar: (c: Colors) => c.danger, soft: (c: Colors) => c.dangerSoft, word: 'Late' },
} as const;

/** Whoever hands the order over knows whether to take money. */
const PAYMENT_WORDS = { paid: 'Paid', door: 'Pays at the door', unpaid: 'Not paid' } as const;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledTicketNote = styled.p`
  margin: 0;
  padding: ${space(2, 4)};
  font-style: italic;
  font-size: 1.2rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTicket = styled.article<{ $tone: AgeTone; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-top: 10px solid ${({ $tone, theme }) => TONES[$tone].bar(theme.colors)};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      outline: 4px solid ${theme.colors.focus};
      outline-offset: 2px;
    `}
`;

/* The number and its age first (the age wraps under it rather than being cut), then the badges, then the rest. */
const StyledHeader = styled.button<{ $tone: AgeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1, 3)};
  width: 100%;
  padding: ${space(3, 4)};
  border: 0;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ $tone, theme }) => TONES[$tone].soft(theme.colors)};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  min-height: 64px;

  strong {
    font-size: 2rem;
    line-height: 1.1;
  }
`;

const StyledBadgeSlot = styled.span`
  flex: 1 0 100%;
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

const StyledAge = styled.span<{ $tone: AgeTone }>`
  margin-left: auto;
  font-size: 1.35rem;
  font-weight: 800;
  color: ${({ $tone, theme }) => TONES[$tone].bar(theme.colors)};
  white-space: nowrap;
`;

const StyledMeta = styled.span`
  flex: 1 0 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1, 3)};
  align-items: center;
  font-size: 1.15rem;
  font-weight: 650;
`;

const StyledLines = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLine = styled.button<{ $done: boolean; $voided: boolean }>`
  display: grid;
  gap: ${space(0.5)};
  width: 100%;
  min-height: 56px;
  padding: ${space(2, 4)};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $done, theme }) => ($done ? theme.colors.surfaceSunken : 'transparent')};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  /* Read from two metres: larger on a TV. */
  font-size: clamp(1.3rem, 1rem + 0.5vw, 1.7rem);
  text-align: left;
  cursor: pointer;

  .struck {
    ${({ $done, $voided }) =>
      ($done || $voided) &&
      css`
        text-decoration: line-through;
        text-decoration-thickness: 3px;
      `}
  }

  &:disabled {
    cursor: default;
  }
`;

const StyledTitle = styled.span`
  display: flex;
  gap: ${space(2)};
  align-items: baseline;
  font-weight: 750;
`;

const StyledPart = styled.span<{ $depth: number }>`
  padding-left: ${({ $depth }) => $depth * 1.25}rem;
  font-size: 0.9em;
`;

const StyledNote = styled.span`
  font-style: italic;
  font-size: 0.9em;
`;

const StyledTag = styled.span<{ $kind: 'new' | 'void' | 'done' }>`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.9rem;
  font-weight: 800;
  letter-spacing: 0.05em;
  text-decoration: none;
  display: inline-block;
  ${({ $kind, theme }) =>
    $kind === 'new'
      ? css`
          background: ${theme.colors.focus};
          color: ${theme.colors.onPrimary};
        `
      : $kind === 'void'
        ? css`
            background: ${theme.colors.danger};
            color: ${theme.colors.onPrimary};
          `
        : css`
            background: ${theme.colors.success};
            color: ${theme.colors.onPrimary};
          `}
`;

interface TicketCardProps {
  ticket: Ticket;
  /** Its place on the screen, 1–9: the bump bar's key. */
  position: number;
  selected: boolean;
  now: number;
  settings: AgeSettings;
  busy: boolean;
  onReady: () => void;
  onLine: (lineId: string, done: boolean) => void;
}

export function TicketCard({ ticket, position, selected, now, settings, busy, onReady, onLine }: TicketCardProps) {
  const minutes = ageMinutes(ticket, now);
  const tone = ageTone(minutes, settings);
  const number = ticketNumber(ticket);
  return (
    <StyledTicket $tone={tone} $selected={selected} aria-label={`Order ${number}`} data-order-id={ticket.orderId}>
      <StyledHeader type="button" $tone={tone} disabled={busy} onClick={onReady}>
        <strong>{number}</strong>
        <StyledAge $tone={tone}>
          {ageWords(minutes)}
          <StyledHidden> · {TONES[tone].word}</StyledHidden>
        </StyledAge>
        <StyledBadgeSlot>
          <OrderTypeBadge type={ticket.orderType} />
          {ticket.channel === 'online' && <OnlineBadge />}
        </StyledBadgeSlot>
        <StyledMeta>
          {position <= 9 && <span aria-hidden="true">Key {position}</span>}
          {ticket.customerName && <span>{ticket.customerName}</span>}
          {ticket.scheduleTime && <span>For {formatClock(ticket.scheduleTime)}</span>}
          <span data-paid={ticket.payment}>{PAYMENT_WORDS[ticket.payment]}</span>
          {ticket.voided && <VoidBadge />}
        </StyledMeta>
        <StyledHidden>: mark ready</StyledHidden>
      </StyledHeader>
      {ticket.notes && <StyledTicketNote>{ticket.notes}</StyledTicketNote>}
      <StyledLines>
        {ticket.lines.map((line) => {
          const done = line.doneAt !== null;
          const struck = line.voided || ticket.voided;
          const [title, ...rest] = line.parts;
          return (
            <li key={line.id}>
              <StyledLine
                type="button"
                $done={done}
                $voided={struck}
                disabled={busy || struck}
                aria-pressed={done}
                onClick={() => onLine(line.id, !done)}
              >
                <StyledTitle>
                  <span className="struck">
                    {line.quantity > 1 && `${line.quantity} × `}
                    {title?.text}
                  </span>
                  {line.added && <StyledTag $kind="new">NEW</StyledTag>}
                  {struck && <StyledTag $kind="void">VOID</StyledTag>}
                  {done && <StyledTag $kind="done">DONE</StyledTag>}
                </StyledTitle>
                {rest.map((part, index) => (
                  <StyledPart key={index} $depth={part.depth} className="struck">
                    {part.text}
                  </StyledPart>
                ))}
                {line.notes && <StyledNote>{line.notes}</StyledNote>}
              </StyledLine>
            </li>
          );
        })}
      </StyledLines>
    </StyledTicket>
  );
}
