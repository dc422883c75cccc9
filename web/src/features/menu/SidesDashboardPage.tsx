import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { TextField } from '../../ui/controls/Field';
import { FormDialog } from '../../ui/controls/FormDialog';
import { centsToInput, formatDollars } from '../../ui/format/money';
import { MenuDashboard, menuFailure, menuPaths } from './MenuUi';
import { NameField, PriceField, PriceList } from './MenuFields';
import { SoldOutRow } from './SoldOutRow';
import { CREATE_SIDE, DELETE_SIDE, SIDES, UPDATE_SIDE, type Side } from './operations';
import { EMPTY_TEXT, nameRequired, sideNameToSend, typedCents } from './rules';

/** /SidesDashboard/:restaurantId (docs/product.md#sides). */
export function SidesDashboardPage() {
  const { restaurantId = '' } = useParams();
  const query = useQuery(SIDES, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [deleteSide] = useMutation(DELETE_SIDE);

  return (
    <MenuDashboard
      title="Sides Dashboard"
      subtitle="Sides you create appear here."
      backTo={menuPaths.hub(restaurantId)}
      newLabel="+ New Sides"
      what="sides"
      empty={{ icon: 'fries', text: EMPTY_TEXT.sides }}
      items={query.data?.sides}
      query={query}
      actions="buttons"
      details={(side) => (
        <>
          <PriceList lines={[{ label: 'Price', value: formatDollars(side.basePriceCents) }]} />
          <SoldOutRow restaurantId={restaurantId} item={side} reload={query.refetch} />
        </>
      )}
      form={(side, { close, reload }) =>
        side ? (
          <EditSideDialog side={side} onClose={close} />
        ) : (
          <CreateSideDialog restaurantId={restaurantId} onClose={close} onCreated={reload} />
        )
      }
      remove={{
        title: 'Delete this Side',
        confirmWithPhrase: false,
        run: async (side) => (await deleteSide({ variables: { id: side.id } })).data?.deleteSide,
      }}
    />
  );
}

interface CreateSideDialogProps {
  restaurantId: string;
  onCreated: () => Promise<void>;
  onClose: () => void;
}

function CreateSideDialog({ restaurantId, onCreated, onClose }: CreateSideDialogProps) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [createSide] = useMutation(CREATE_SIDE);

  return (
    <FormDialog
      title="Create New Sides"
      onClose={onClose}
      onSubmit={async () => {
        if (!name.trim()) return nameRequired('Side name');
        const input = { restaurantId, name: name.trim(), basePriceCents: typedCents(price) };
        await createSide({ variables: { input } });
        await onCreated();
        onClose();
      }}
      // The documented screen stays silent here (docs/product.md#menu-errors); the server's message (if any) is more useful than nothing.
      failure={(error) => menuFailure(error, 'Failed to create side')}
      submitLabel="Create"
      busyLabel="Creating…"
    >
      <NameField thing="Side" value={name} onChange={setName} />
      <PriceField label="Price ($)" name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
    </FormDialog>
  );
}

function EditSideDialog({ side, onClose }: { side: Side; onClose: () => void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState(centsToInput(side.basePriceCents));
  // The updated side comes back with its id: the cache updates the card.
  const [updateSide] = useMutation(UPDATE_SIDE);

  return (
    <FormDialog
      title="Edit Side Name or Price"
      description={`Editing "${side.name}".`}
      onClose={onClose}
      onSubmit={async () => {
        const input = {
          name: sideNameToSend(name, side.name),
          // An emptied price keeps the current one.
          basePriceCents: price.trim() ? typedCents(price) : side.basePriceCents,
        };
        await updateSide({ variables: { id: side.id, input } });
        onClose();
      }}
      failure={(error) => menuFailure(error, 'Failed to update')}
      submitLabel="Save"
      busyLabel="Saving…"
    >
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
    </FormDialog>
  );
}
