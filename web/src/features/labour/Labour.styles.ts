import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledCard } from '../../ui/layout/Layout';
import { StyledFactList } from '../../ui/layout/Lists';

/** The labour screens' look: the hub's card, the Labour page's sections, their figures, rows and marks. */

export const StyledLabourPanel = styled(StyledCard)`
  display: grid;
  gap: ${space(4)};
  margin-top: ${space(6)};
  min-width: 0;

  h2,
  h3,
  p {
    margin: 0;
  }

  h2 {
    font-size: 1.3rem;
  }

  h3 {
    font-size: 1.05rem;
  }
`;

/** A panel's title and what it offers beside it (the card's link to the page). */
export const StyledPanelHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2, 4)};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The day's figures: hours, cost, and labour against sales (the longest) side by side; two rows on a phone. */
export const StyledFigures = styled(StyledFactList)`
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr);

  div {
    display: grid;
    gap: ${space(1)};
    padding: ${space(3, 4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  dd {
    font-size: 1.35rem;
    font-weight: 750;
    font-variant-numeric: tabular-nums;
  }

  ${media.phone} {
    grid-template-columns: 1fr 1fr;

    div:last-child {
      grid-column: 1 / -1;
    }

    dd {
      font-size: 1.15rem;
    }
  }
`;

/** A shift or a person's week, one card each: who on top, its action beside, its facts below. */
export const StyledLabourItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space(3)};
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.border};

  &[data-open='true'] {
    border-color: ${({ theme }) => theme.colors.highlight};
  }
`;

/** Who a card is about: the name, the role, its marks, wrapping. */
export const StyledWho = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1, 3)};

  strong {
    font-size: 1.05rem;
  }
`;

/** A card's facts, as many side by side as fit. */
export const StyledItemFacts = styled(StyledFactList)`
  grid-column: 1 / -1;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));

  dd {
    font-weight: 650;
    font-variant-numeric: tabular-nums;
  }
`;

/** One person or shift: who, then its facts, then its marks and action, wrapping on a phone. */
export const StyledPersonRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2, 3)};
  padding: ${space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  > span:first-child {
    flex: 1 1 14rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  strong {
    display: block;
    font-size: 1.05rem;
  }
`;

type Tone = 'break' | 'warning' | 'coming' | 'late';

const tones = {
  break: css`
    background: ${({ theme }) => theme.colors.highlightSoft};
    color: ${({ theme }) => theme.colors.roleOther};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
  coming: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  `,
  late: css`
    background: ${({ theme }) => theme.colors.roleCashierSoft};
    color: ${({ theme }) => theme.colors.roleCashier};
  `,
} satisfies Record<Tone, unknown>;

/** A mark on a person or shift, always in words: On break, Forgotten clock-out?, Overtime coming. */
export const StyledMark = styled.span<{ $tone: Tone }>`
  flex: none;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 750;
  ${({ $tone }) => tones[$tone]}
`;

/** Marks side by side, wrapping. */
export const StyledMarks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
