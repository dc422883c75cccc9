import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { Icon, type IconName } from '../controls/Icon';
import { StyledCard, StyledContainer } from './Layout';

/** The frame of the signed-in dashboards. */
export const StyledDashboardPage = styled(StyledContainer)`
  padding-top: ${space(12)};
  padding-bottom: ${space(20)};

  ${media.phone} {
    padding-top: ${space(7)};
    padding-bottom: ${space(14)};
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(4)};
  margin-bottom: ${space(7)};

  h1 {
    margin: 0;
    font-size: clamp(1.9rem, 4vw, 2.6rem);
    overflow-wrap: anywhere;
  }
`;

const StyledSubtitle = styled.p`
  margin: ${space(2, 0, 0)};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledHeadingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  ${media.phone} {
    width: 100%;

    & > * {
      flex: 1 1 auto;
    }
  }
`;

interface DashboardHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function DashboardHeading({ title, subtitle, actions }: DashboardHeadingProps) {
  return (
    <StyledHeading>
      <div>
        <h1>{title}</h1>
        {subtitle && <StyledSubtitle>{subtitle}</StyledSubtitle>}
      </div>
      {actions && <StyledHeadingActions>{actions}</StyledHeadingActions>}
    </StyledHeading>
  );
}

const StyledEmpty = styled(StyledCard)`
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  padding: ${space(14, 6)};
  text-align: center;
  border-style: dashed;
  box-shadow: none;

  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledEmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

export function EmptyState({ icon, children, action }: { icon: IconName; children: ReactNode; action?: ReactNode }) {
  return (
    <StyledEmpty>
      <StyledEmptyIcon>
        <Icon name={icon} size={30} />
      </StyledEmptyIcon>
      <p>{children}</p>
      {action}
    </StyledEmpty>
  );
}

/** A responsive grid of cards. */
export const StyledCardGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
  gap: ${space(5)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

/** A card of a StyledCardGrid (a restaurant, a menu item, an employee): a surface with its border and shadow. */
export const StyledGridCard = styled.li`
  display: grid;
  gap: ${space(4)};
  padding: ${space(5, 5, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;
`;

/** A grid card's top row: its title, and its three-dot menu at the right. */
export const StyledGridCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(2)};
`;

/** A note under a disabled action that says why it is disabled. */
export const StyledBlockedNote = styled.p`
  margin: 0;
  display: flex;
  gap: ${space(2)};
  align-items: center;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.roleOther};
  font-weight: 600;
  font-size: 0.95rem;

  svg {
    flex: none;
  }
`;
