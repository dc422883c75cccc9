import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { StyledCardGrid } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { StyledForm } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import {
  ConfirmDeleteModal,
  ListPending,
  MenuEmpty,
  menuFailure,
  MenuPage,
  menuPaths,
  PriceField,
  refresh,
  requireSuccess,
  StyledCardButtons,
  StyledMenuCard,
  StyledPriceList,
} from './MenuUi';
import { CREATE_SIDE, DELETE_SIDE, SIDES, UPDATE_SIDE, type Side } from './operations';
import { EMPTY_TEXT, nameRequired, sideNameToSend, typedCents } from './rules';
import { centsToInput, formatDollars } from '../../ui/money';

type Dialog = { kind: 'create' } | { kind: 'edit'; side: Side } | { kind: 'delete'; side: Side };

/** /SidesDashboard/:restaurantId (docs/product.md#sides). */
export function SidesDashboardPage() {
  const { restaurantId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SIDES, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSide] = useMutation(DELETE_SIDE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const sides = data?.sides;

  let body;
  if (!sides) {
    body = <ListPending loading={loading} error={error} what="sides" onRetry={() => void refetch()} />;
  } else if (sides.length === 0) {
    body = <MenuEmpty icon="fries">{EMPTY_TEXT.sides}</MenuEmpty>;
  } else {
    body = (
      <StyledCardGrid aria-label="Sides">
        {sides.map((side) => (
          <StyledMenuCard key={side.id} aria-labelledby={`side-${side.id}`}>
            <h2 id={`side-${side.id}`}>{side.name}</h2>
            <StyledPriceList>
              <div>
                <dt>Price</dt>
                <dd>{formatDollars(side.basePriceCents)}</dd>
              </div>
            </StyledPriceList>
            <StyledCardButtons>
              <StyledButton
                type="button"
                $variant="secondary"
                aria-label={`Edit ${side.name}`}
                onClick={() => setDialog({ kind: 'edit', side })}
              >
                Edit
              </StyledButton>
              <StyledButton
                type="button"
                $variant="ghost"
                aria-label={`Delete ${side.name}`}
                onClick={() => setDialog({ kind: 'delete', side })}
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
      title="Sides Dashboard"
      backTo={menuPaths.hub(restaurantId)}
      hint="Sides you create appear here."
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          + New Sides
        </StyledButton>
      }
    >
      {body}
      {dialog?.kind === 'create' && (
        <CreateSideModal restaurantId={restaurantId} onClose={close} onSaved={() => refresh(refetch)} />
      )}
      {dialog?.kind === 'edit' && <EditSideModal side={dialog.side} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          title="Delete this Side"
          description={`"${dialog.side.name}" leaves the menu.`}
          fallback="Failed to delete"
          onClose={close}
          onDelete={async () => {
            const { data: answer } = await deleteSide({ variables: { id: dialog.side.id } });
            requireSuccess(answer?.deleteSide, 'Failed to delete');
            await refresh(refetch);
          }}
        />
      )}
    </MenuPage>
  );
}

function CreateSideModal({
  restaurantId,
  onSaved,
  onClose,
}: {
  restaurantId: string;
  onSaved: () => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createSide, { loading }] = useMutation(CREATE_SIDE);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(nameRequired('Side name'));
      return;
    }
    setError(null);
    try {
      const input = { restaurantId, name: name.trim(), basePriceCents: typedCents(price) };
      await createSide({ variables: { input } });
      await onSaved();
      onClose();
    } catch (failure) {
      // The documented screen stays silent here (docs/product.md#menu-errors); the server's message (if any) is more useful than nothing.
      setError(menuFailure(failure, 'Failed to create side'));
    }
  };

  return (
    <Modal title="Create New Sides" onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="Side name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <PriceField label="Price ($)" name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading}>
            {loading ? 'Creating…' : 'Create'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

function EditSideModal({ side, onClose }: { side: Side; onClose: () => void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState(centsToInput(side.basePriceCents));
  const [error, setError] = useState<string | null>(null);
  // The updated side comes back with its id: the cache updates the card.
  const [updateSide, { loading }] = useMutation(UPDATE_SIDE);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await updateSide({
        variables: {
          id: side.id,
          input: {
            name: sideNameToSend(name, side.name),
            // An emptied price keeps the current one.
            basePriceCents: price.trim() ? typedCents(price) : side.basePriceCents,
          },
        },
      });
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, 'Failed to update'));
    }
  };

  return (
    <Modal title="Edit Side Name or Price" description={`Editing "${side.name}".`} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="New name"
          name="name"
          autoComplete="off"
          placeholder={side.name}
          hint="Leave empty to keep the current name."
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <PriceField label="Price ($)" name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading}>
            {loading ? 'Saving…' : 'Save'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}
