import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { StyledGridCard } from '../../ui/layout/Dashboard';
import type { Employee } from './operations';
import { payRatesWords, type PayRate } from './payRates';
import { roleLabel, roleTone } from './rules';

const StyledEmployee = styled(StyledGridCard)`
  h2,
  h3 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

const StyledBadge = styled.span<{ $tone: 'cashier' | 'driver' | 'other' }>`
  flex: none;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.82rem;
  font-weight: 700;
  letter-spacing: 0.03em;

  ${({ $tone, theme }) => {
    switch ($tone) {
      case 'cashier':
        return css`
          background: ${theme.colors.roleCashierSoft};
          color: ${theme.colors.roleCashier};
        `;
      case 'driver':
        return css`
          background: ${theme.colors.roleDriverSoft};
          color: ${theme.colors.roleDriver};
        `;
      default:
        return css`
          background: ${theme.colors.roleOtherSoft};
          color: ${theme.colors.roleOther};
        `;
    }
  }}
`;

const StyledPin = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.inkMuted};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.05rem;
    letter-spacing: 0.12em;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const StyledButtons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};

  & > :nth-child(3) {
    grid-column: 1 / -1;
  }
`;

const StyledRates = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface CardProps {
  employee: Employee;
  /** h2 in the employee list (under the page title), h3 under the Drivers heading. */
  heading: 'h2' | 'h3';
  /** Their hourly rates, once read: shown to the owner, changed with Pay rates. */
  rates: readonly PayRate[] | undefined;
  onUpdate: () => void;
  onDelete: () => void;
  onPayRates: () => void;
}

/** An employee's card on the staff page: name and role, the masked PIN, their pay rates, and what can be done. */
export function EmployeeCard({ employee, heading: Heading, rates, onUpdate, onDelete, onPayRates }: CardProps) {
  return (
    <StyledEmployee aria-labelledby={`employee-${employee.id}`}>
      <StyledTop>
        <Heading id={`employee-${employee.id}`}>{employee.name}</Heading>
        <StyledBadge $tone={roleTone(employee.role)}>{roleLabel(employee.role)}</StyledBadge>
      </StyledTop>
      <StyledPin>
        PIN <code>{employee.maskedPin}</code>
      </StyledPin>
      <StyledRates data-rates={employee.name}>{rates ? payRatesWords(employee.role, rates) : '…'}</StyledRates>
      <StyledButtons>
        <StyledButton type="button" $variant="secondary" aria-label={`Update ${employee.name}`} onClick={onUpdate}>
          Update
        </StyledButton>
        <StyledButton type="button" $variant="ghost" aria-label={`Delete ${employee.name}`} onClick={onDelete}>
          Delete
        </StyledButton>
        <StyledButton
          type="button"
          $variant="ghost"
          aria-label={`Pay rates for ${employee.name}`}
          disabled={!rates}
          onClick={onPayRates}
        >
          Pay rates
        </StyledButton>
      </StyledButtons>
    </StyledEmployee>
  );
}
