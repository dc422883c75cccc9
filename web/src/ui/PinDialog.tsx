import type { ReactNode } from 'react';
import { StyledButton } from './Button';
import { Modal, StyledModalActions } from './Modal';
import { PinPad, type PinPadProps } from './PinPad';

interface PinDialogProps extends PinPadProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** What the PIN is asked for, shown above the pad. */
  children?: ReactNode;
}

/**
 * A dialog that asks for one PIN to allow one thing (docs/product.md#terminal-feel):
 * what it is for, the pad, and Cancel under it. The terminals' PIN prompts share it.
 */
export function PinDialog({ title, description, onClose, children, ...pad }: PinDialogProps) {
  return (
    <Modal title={title} description={description} onClose={onClose}>
      {children}
      <PinPad {...pad} />
      <StyledModalActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
      </StyledModalActions>
    </Modal>
  );
}
