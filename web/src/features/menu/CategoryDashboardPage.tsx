import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormDialog } from '../../ui/controls/FormDialog';
import { MenuDashboard, menuFailure, menuPaths } from './MenuUi';
import { StyledMuted } from './MenuUi.styles';
import { NameField, NO_TOPPINGS, TakesToppingsField } from './MenuFields';
import {
  CATEGORIES,
  CREATE_CATEGORY,
  DELETE_CATEGORY,
  SET_CATEGORY_ORDER,
  UPDATE_CATEGORY,
  type Category,
} from './operations';
import { EMPTY_TEXT, nameRequired, UNEXPECTED_ERROR } from './rules';

/** /CategoryDashboard/:restaurantId (docs/product.md#categories). */
export function CategoryDashboardPage() {
  const { restaurantId = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(CATEGORIES, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [deleteCategory] = useMutation(DELETE_CATEGORY);
  const [setOrder] = useMutation(SET_CATEGORY_ORDER);

  return (
    <MenuDashboard
      title="Categories"
      backTo={menuPaths.hub(restaurantId)}
      newLabel="New Category"
      what="categories"
      empty={{ icon: 'layers', text: EMPTY_TEXT.categories }}
      items={query.data?.categories}
      query={query}
      actions="buttons"
      details={(category) => (category.takesToppings ? null : <StyledMuted>{NO_TOPPINGS}</StyledMuted>)}
      onOpen={(category) => void navigate(menuPaths.products(restaurantId, category.id))}
      reorder={(categoryIds) => setOrder({ variables: { restaurantId, categoryIds } })}
      form={(category, { close, reload }) => (
        <CategoryDialog restaurantId={restaurantId} category={category} onClose={close} onCreated={reload} />
      )}
      remove={{
        title: 'Delete this Category',
        description: (category) =>
          `"${category.name}" leaves the menu. A category that still has products cannot be deleted: delete its products first.`,
        confirmWithPhrase: true,
        run: async (category) => (await deleteCategory({ variables: { id: category.id } })).data?.deleteCategory,
      }}
    />
  );
}

interface CategoryDialogProps {
  restaurantId: string;
  /** Absent when creating. */
  category?: Category;
  /** A new category joins the list by a refetch; an edit comes back with its id and updates its card. */
  onCreated: () => Promise<void>;
  onClose: () => void;
}

function CategoryDialog({ restaurantId, category, onCreated, onClose }: CategoryDialogProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [takesToppings, setTakesToppings] = useState(category?.takesToppings ?? true);
  const [createCategory] = useMutation(CREATE_CATEGORY);
  const [updateCategory] = useMutation(UPDATE_CATEGORY);

  return (
    <FormDialog
      title={category ? 'Edit Category' : 'Create New Category'}
      onClose={onClose}
      onSubmit={async () => {
        const trimmed = name.trim();
        if (!trimmed) return nameRequired('Category name');
        if (category) {
          await updateCategory({ variables: { id: category.id, name: trimmed, takesToppings } });
        } else {
          await createCategory({ variables: { input: { restaurantId, name: trimmed, takesToppings } } });
          await onCreated();
        }
        onClose();
      }}
      failure={(error) => menuFailure(error, category ? 'Failed to update' : UNEXPECTED_ERROR)}
      submitLabel={category ? 'Save' : 'Create'}
      busyLabel="Saving…"
    >
      <NameField thing="Category" value={name} onChange={setName} />
      <TakesToppingsField checked={takesToppings} onChange={setTakesToppings} />
    </FormDialog>
  );
}
