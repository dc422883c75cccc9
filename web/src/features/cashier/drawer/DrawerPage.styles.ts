import styled from 'styled-components';
import { media, space } from '../../../theme/theme';
import { StyledFactList, StyledRowList } from '../../../ui/layout/Lists';

/** The cash drawer screen's parts (docs/product.md#cash-drawers): a tablet in landscape first, then a phone. */

export const StyledColumns = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: flex-start;
  gap: ${space(6)};

  & > * {
    flex: 1 1 340px;
    max-width: 520px;
  }

  ${media.phone} {
    gap: ${space(4)};
  }
`;

export const StyledPanel = styled.section`
  display: grid;
  gap: ${space(4)};
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  p {
    margin: 0;
  }

  h2 {
    font-size: 1.25rem;
  }
`;

/**
 * An amount on the till's keys: on a tablet or a desktop in landscape the keys go beside the words and the
 * button, so the whole step (its last key and its button included) fits a 1024×768 screen without scrolling.
 */
export const StyledAmountPanel = styled(StyledPanel)`
  grid-template-areas: 'words' 'pad' 'actions';

  /* The MoneyPad. */
  & > [role='group'] {
    grid-area: pad;
  }

  @media (min-width: 700px) and (orientation: landscape) {
    && {
      flex-basis: 760px;
      max-width: 820px;
    }
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'words pad' 'actions pad';
    column-gap: ${space(6)};
    align-items: start;
  }
`;

export const StyledAmountWords = styled.div`
  grid-area: words;
  display: grid;
  gap: ${space(3)};
`;

export const StyledAmountActions = styled.div`
  grid-area: actions;
  display: grid;
  gap: ${space(3)};
  align-self: end;
`;

export const StyledFacts = styled(StyledFactList)`
  grid-template-columns: auto 1fr;

  dd {
    font-weight: 650;
  }
`;

export const StyledActions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};

  & > button {
    min-height: 72px;
    font-size: 1.1rem;
  }
`;

export const StyledMoves = styled(StyledRowList)`
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space(1, 3)};
    padding: ${space(2, 3)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

export const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The count's answer: over or short in the largest type of the screen. */
export const StyledVerdict = styled.p<{ $tone: 'over' | 'short' | 'exact' }>`
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid
    ${({ theme, $tone }) => ($tone === 'exact' ? theme.colors.successBorder : theme.colors.dangerBorder)};
  background: ${({ theme, $tone }) => ($tone === 'exact' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  font-size: 2rem;
  font-weight: 800;
  text-align: center;
`;

/** The report as it prints: 350 px of content on a 400 px page (docs/product.md#print-constants). */
export const StyledPreview = styled.div`
  width: min(100%, 400px);

  /* As wide as the paper, whatever the columns around it allow. */
  && {
    flex: 0 1 400px;
    max-width: 400px;
  }

  padding: ${space(5, 0)};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 8px rgb(0 0 0 / 8%);
`;

export const StyledPreviewContent = styled.div`
  width: min(350px, calc(100% - 16px));
  margin: 0 auto;
`;
