import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledCard } from '../../ui/layout/Layout';

/** The restaurant hub's cards below its tiles (discounts, drawers, online ordering): one look, one row. */

export const StyledHubCard = styled(StyledCard)`
  display: grid;
  gap: ${space(4)};
  margin-top: ${space(6)};

  h2 {
    margin: 0;
    font-size: 1.3rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** A row of a card's list (a discount, a drawer): its name and line of facts, and what it offers beside them. */
export const StyledHubRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2, 4)};
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.border};

  strong {
    display: block;
    font-size: 1.05rem;
  }
`;
