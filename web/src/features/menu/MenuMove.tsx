import styled from 'styled-components';
import { StyledButton } from '../../ui/controls/Button';
import { Icon } from '../../ui/controls/Icon';
import { space } from '../../theme/theme';

/** A card's place in the owner's order: Up and Down (none past either end); all wait while one saves. */
export interface Move {
  busy: boolean;
  up?: () => void;
  down?: () => void;
}

const StyledMove = styled.div`
  display: flex;
  gap: ${space(2)};

  > button {
    flex: 1;
    min-height: 44px;
  }
`;

export function MoveButtons({ name, move }: { name: string; move: Move }) {
  return (
    <StyledMove role="group" aria-label={`Place of ${name}`}>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={move.busy || !move.up}
        onClick={move.up}
      >
        <Icon name="up" size={18} />
        Up
      </StyledButton>
      <StyledButton
        type="button"
        $variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={move.busy || !move.down}
        onClick={move.down}
      >
        <Icon name="down" size={18} />
        Down
      </StyledButton>
    </StyledMove>
  );
}
