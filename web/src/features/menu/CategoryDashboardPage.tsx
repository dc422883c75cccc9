import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { StyledCardGrid } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { StyledForm } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import {
  DeletePhraseModal,
  ListPending,
  MenuEmpty,
  menuFailure,
  MenuPage,
  menuPaths,
  refresh,
  requireSuccess,
  StyledCardButtons,
  StyledMenuCard,
} from './MenuUi';
import { CATEGORIES, CREATE_CATEGORY, DELETE_CATEGORY, UPDATE_CATEGORY, type Category } from './operations';
import { EMPTY_TEXT, nameRequired, UNEXPECTED_ERROR } from './rules';

type Dialog = { kind: 'create' } | { kind: 'edit'; category: Category } | { kind: 'delete'; category: Category };

/** /CategoryDashboard/:restaurantId (docs/product.md#categories). */
export function CategoryDashboardPage() {
  const { restaurantId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CATEGORIES, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteCategory] = useMutation(DELETE_CATEGORY);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const categories = data?.categories;

  let body;
  if (!categories) {
    body = <ListPending loading={loading} error={error} what="categories" onRetry={() => void refetch()} />;
  } else if (categories.length === 0) {
    body = <MenuEmpty icon="layers">{EMPTY_TEXT.categories}</MenuEmpty>;
  } else {
    body = (
      <StyledCardGrid aria-label="Categories">
        {categories.map((category) => (
          <StyledMenuCard key={category.id} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`}>{category.name}</h2>
            <StyledCardButtons $columns={3}>
              <StyledButton
                type="button"
                aria-label={`Open ${category.name}`}
                onClick={() => void navigate(menuPaths.products(restaurantId, category.id))}
              >
                Open
              </StyledButton>
              <StyledButton
                type="button"
                $variant="secondary"
                aria-label={`Edit ${category.name}`}
                onClick={() => setDialog({ kind: 'edit', category })}
              >
                Edit
              </StyledButton>
              <StyledButton
                type="button"
                $variant="ghost"
                aria-label={`Delete ${category.name}`}
                onClick={() => setDialog({ kind: 'delete', category })}
              >
                Delete
              </StyledButton>
            </StyledCardButtons>
          </StyledMenuCard>
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <MenuPage
      title="Categories"
      backTo={menuPaths.hub(restaurantId)}
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          New Category
        </StyledButton>
      }
    >
      {body}
      {dialog?.kind === 'create' && (
        <CategoryModal restaurantId={restaurantId} onClose={close} onSaved={() => refresh(refetch)} />
      )}
      {dialog?.kind === 'edit' && (
        <CategoryModal
          restaurantId={restaurantId}
          category={dialog.category}
          onClose={close}
          onSaved={() => Promise.resolve()}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePhraseModal
          title="Delete this Category"
          description={`"${dialog.category.name}" leaves the menu. A category that still has products cannot be deleted: delete its products first.`}
          fallback="Failed to delete"
          onClose={close}
          onDelete={async () => {
            const { data: answer } = await deleteCategory({ variables: { id: dialog.category.id } });
            requireSuccess(answer?.deleteCategory, 'Failed to delete');
            await refresh(refetch);
          }}
        />
      )}
    </MenuPage>
  );
}

interface CategoryModalProps {
  restaurantId: string;
  /** Absent when creating. */
  category?: Category;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

function CategoryModal({ restaurantId, category, onSaved, onClose }: CategoryModalProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [createCategory, created] = useMutation(CREATE_CATEGORY);
  // The answer comes back with its id: the cache updates the card.
  const [updateCategory, updated] = useMutation(UPDATE_CATEGORY);
  const busy = created.loading || updated.loading;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(nameRequired('Category name'));
      return;
    }
    setError(null);
    try {
      if (category) await updateCategory({ variables: { id: category.id, name: trimmed } });
      else await createCategory({ variables: { input: { restaurantId, name: trimmed } } });
      await onSaved();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, category ? 'Failed to update' : UNEXPECTED_ERROR));
    }
  };

  return (
    <Modal title={category ? 'Edit Category' : 'Create New Category'} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="Category name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {busy ? 'Saving…' : category ? 'Save' : 'Create'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}
