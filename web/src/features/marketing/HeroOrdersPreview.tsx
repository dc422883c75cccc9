import styled from 'styled-components';
import { media, space } from '../../theme/theme';

const StyledPreview = styled.figure`
  position: relative;
  margin: 0;
  padding: ${space(4)};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.night};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.onNight};

  ${media.phone} {
    padding: ${space(3)};
  }
`;

const StyledScreenBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${space(1, 2, 4)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.nightMuted};

  strong {
    color: ${({ theme }) => theme.colors.onNight};
    font-size: 0.95rem;
  }
`;

const StyledLive = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

const StyledTickets = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
`;

const StyledTicket = styled.li`
  padding: ${space(4, 4)};
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  display: grid;
  gap: ${space(2)};
`;

const StyledTicketHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  font-weight: 700;
`;

const StyledType = styled.span<{ $type: 'delivery' | 'pickup' | 'togo' }>`
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ $type, theme }) =>
    $type === 'delivery'
      ? theme.colors.primarySoft
      : $type === 'pickup'
        ? theme.colors.accentSoft
        : theme.colors.highlightSoft};
  color: ${({ $type, theme }) =>
    $type === 'delivery' ? theme.colors.primaryHover : $type === 'pickup' ? theme.colors.accent : theme.colors.ink};
`;

const StyledLine = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  b {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

const StyledTotals = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${space(4)};
  padding: ${space(3, 4)};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  font-size: 0.92rem;
`;

const tickets = [
  {
    number: '#1042',
    type: 'delivery' as const,
    typeLabel: 'Delivery',
    title: 'Large Pepperoni Pizza',
    detail: 'Extra cheese · Little onions · No olives',
    total: '$24.85',
  },
  {
    number: '#1043',
    type: 'pickup' as const,
    typeLabel: 'Pickup',
    title: 'Family Combo Special',
    detail: '2 × Medium Cheese · Garlic knots',
    total: '$38.00',
  },
  {
    number: '#1044',
    type: 'togo' as const,
    typeLabel: 'To go',
    title: 'Classic Burger & Fries',
    detail: 'Regular pickles · Side of slaw',
    total: '$14.50',
  },
];

/** A picture of the live-orders screen, drawn in HTML so it stays sharp and local. */
export function HeroOrdersPreview() {
  return (
    <StyledPreview role="img" aria-label="Example of the live orders screen with three orders">
      <div aria-hidden="true">
        <StyledScreenBar>
          <strong>Live orders</strong>
          <StyledLive>Friday, 7:42 pm</StyledLive>
        </StyledScreenBar>
        <StyledTickets>
          {tickets.map((ticket) => (
            <StyledTicket key={ticket.number}>
              <StyledTicketHead>
                <span>{ticket.number}</span>
                <StyledType $type={ticket.type}>{ticket.typeLabel}</StyledType>
              </StyledTicketHead>
              <StyledLine>
                <b>{ticket.title}</b>
              </StyledLine>
              <StyledLine>{ticket.detail}</StyledLine>
              <StyledLine>
                Total <b>{ticket.total}</b>
              </StyledLine>
            </StyledTicket>
          ))}
        </StyledTickets>
        <StyledTotals>
          <span>Tonight so far</span>
          <span>63 orders · $1,418.50</span>
        </StyledTotals>
      </div>
    </StyledPreview>
  );
}
