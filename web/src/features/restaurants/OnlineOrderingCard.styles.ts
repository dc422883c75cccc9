import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledHubCard } from './HubCard.styles';

/** The owner's online ordering card's layout (OnlineOrderingCard.tsx). */

export const StyledOnline = styled(StyledHubCard)`
  /* A checkbox is tapped by its label: a finger's worth of height (44 px). */
  label:has(> input[type='checkbox']) {
    min-height: 44px;
  }
`;

export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(4)};
  align-items: end;
`;

export const StyledDay = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 160px) repeat(2, minmax(0, 160px));
  gap: ${space(3)};
  align-items: end;

  ${media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${space(4)};
`;
