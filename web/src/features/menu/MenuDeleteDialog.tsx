import { FormDialog } from '../../ui/controls/FormDialog';
import { menuFailure } from './menuFailure';
import { UNEXPECTED_ERROR } from './rules';

interface MenuDeleteDialogProps {
  title: string;
  description: string;
  /** docs/product.md#delete-confirmation: categories, products and specials ask for 'delete it'; the rest a click. */
  confirmWithPhrase: boolean;
  /** Deletes; throws on failure. */
  onDelete: () => Promise<void>;
  onClose: () => void;
}

export function MenuDeleteDialog({ title, description, confirmWithPhrase, onDelete, onClose }: MenuDeleteDialogProps) {
  return (
    <FormDialog
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={async () => {
        await onDelete();
        onClose();
      }}
      failure={(error) => menuFailure(error, 'Failed to delete', UNEXPECTED_ERROR)}
      submitLabel="Delete"
      busyLabel="Deleting…"
      confirmWithPhrase={confirmWithPhrase}
    />
  );
}
