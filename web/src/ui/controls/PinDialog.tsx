import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledButton } from './Button';
import { Modal, StyledModalActions } from './Modal';
import { PinPad, type PinPadProps } from './PinPad';

interface PinDialogProps extends PinPadProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** What the PIN is asked for, shown above the pad. */
  children?: ReactNode;
  /**
   * On a wide screen too short for both stacked (a laptop, a tablet held
   * sideways), what the PIN is for stands beside the pad, so Cancel and the
   * main key stay in view without scrolling.
   */
  beside?: boolean;
}

const StyledBeside = styled.div`
  display: grid;
  gap: ${space(4)};

  /* Up to a 1080p laptop's window (about 900 px tall): a card-paid delivery's breakdown is taller. */
  @media (min-width: 601px) and (max-height: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * A dialog that asks for one PIN to allow one thing (docs/product.md#terminal-feel):
 * what it is for, the pad, and Cancel under it. The terminals' PIN prompts share it.
 */
export function PinDialog({ title, description, onClose, children, beside = false, ...pad }: PinDialogProps) {
  return (
    <Modal title={title} description={description} onClose={onClose}>
      {beside ? (
        <StyledBeside>
          <div>{children}</div>
          <PinPad {...pad} />
        </StyledBeside>
      ) : (
        <>
          {children}
          <PinPad {...pad} />
        </>
      )}
      <StyledModalActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
      </StyledModalActions>
    </Modal>
  );
}
