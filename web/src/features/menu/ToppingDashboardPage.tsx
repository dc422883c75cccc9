import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { ActionMenu } from '../../ui/ActionMenu';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { StyledCardGrid } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { StyledForm, StyledFormRow } from '../../ui/Layout';
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
  StyledCardTop,
  StyledFieldset,
  StyledMenuCard,
  StyledMuted,
  StyledPriceList,
} from './MenuUi';
import { DELETE_TOPPING, SAVE_TOPPING, TOPPINGS, type Topping } from './operations';
import {
  canAddToppingOptions,
  EMPTY_TEXT,
  isToppingBasePriceDisabled,
  nameRequired,
  toppingBasePriceToSend,
  toppingExtrasToSend,
  toppingPriceLines,
  type ToppingExtraRow,
} from './rules';
import { centsToInput, formatDollars } from '../../ui/money';

type Dialog = { kind: 'create' } | { kind: 'edit'; topping: Topping } | { kind: 'delete'; topping: Topping };

/** /ToppingDashboard/:restaurantId (docs/product.md#toppings-and-portions). */
export function ToppingDashboardPage() {
  const { restaurantId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(TOPPINGS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteTopping] = useMutation(DELETE_TOPPING);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const reload = () => refresh(refetch);
  const toppings = data?.toppings;

  let body;
  if (!toppings) {
    body = <ListPending loading={loading} error={error} what="toppings" onRetry={() => void refetch()} />;
  } else if (toppings.length === 0) {
    body = <MenuEmpty icon="pizza">{EMPTY_TEXT.toppings}</MenuEmpty>;
  } else {
    body = (
      <StyledCardGrid aria-label="Toppings">
        {toppings.map((topping) => (
          <StyledMenuCard key={topping.id} aria-labelledby={`topping-${topping.id}`}>
            <StyledCardTop>
              <h2 id={`topping-${topping.id}`}>{topping.name}</h2>
              <ActionMenu
                label={`Actions for ${topping.name}`}
                items={[
                  { label: 'Edit', onSelect: () => setDialog({ kind: 'edit', topping }) },
                  { label: 'Delete', danger: true, onSelect: () => setDialog({ kind: 'delete', topping }) },
                ]}
              />
            </StyledCardTop>
            <StyledPriceList>
              {toppingPriceLines(topping).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{formatDollars(line.cents)}</dd>
                </div>
              ))}
            </StyledPriceList>
          </StyledMenuCard>
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <MenuPage
      title="Topping Dashboard"
      backTo={menuPaths.hub(restaurantId)}
      hint="Topping you create appear here."
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          + New Topping
        </StyledButton>
      }
    >
      {body}
      {dialog?.kind === 'create' && <ToppingModal restaurantId={restaurantId} onClose={close} onSaved={reload} />}
      {dialog?.kind === 'edit' && (
        <ToppingModal restaurantId={restaurantId} topping={dialog.topping} onClose={close} onSaved={reload} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          title="Delete this Topping"
          description={`"${dialog.topping.name}" leaves the menu.`}
          fallback="Failed to delete"
          onClose={close}
          onDelete={async () => {
            const { data: answer } = await deleteTopping({ variables: { id: dialog.topping.id } });
            requireSuccess(answer?.deleteTopping, 'Failed to delete');
            await reload();
          }}
        />
      )}
    </MenuPage>
  );
}

const EMPTY_EXTRAS: ToppingExtraRow = { littlePrice: '', regularPrice: '', extraPrice: '' };

interface ToppingModalProps {
  restaurantId: string;
  /** Absent when creating. */
  topping?: Topping;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Create New Topping / Edit Topping (docs/product.md#toppings-and-portions): the topping and its
 * one option set (set, changed, or removed here) are saved by one call, all of it or none of it.
 */
function ToppingModal({ restaurantId, topping, onSaved, onClose }: ToppingModalProps) {
  const mode = topping ? 'edit' : 'create';
  const [name, setName] = useState(topping?.name ?? '');
  const [basePrice, setBasePrice] = useState(topping ? centsToInput(topping.basePriceCents) : '');
  const [extras, setExtras] = useState<ToppingExtraRow | null>(() =>
    topping?.extras
      ? {
          id: topping.extras.id,
          littlePrice: centsToInput(topping.extras.littlePriceCents),
          regularPrice: centsToInput(topping.extras.regularPriceCents),
          extraPrice: centsToInput(topping.extras.extraPriceCents),
        }
      : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [saveTopping, { loading: busy }] = useMutation(SAVE_TOPPING);
  const baseDisabled = isToppingBasePriceDisabled(mode, extras);

  const setPrice = (field: keyof Omit<ToppingExtraRow, 'id'>, value: string) =>
    setExtras((current) => (current ? { ...current, [field]: value } : current));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(nameRequired('Topping name'));
      return;
    }
    setError(null);
    try {
      await saveTopping({
        variables: {
          input: {
            id: topping?.id,
            restaurantId,
            name: name.trim(),
            basePriceCents: toppingBasePriceToSend(mode, basePrice, extras),
            extras: toppingExtrasToSend(extras),
          },
        },
      });
      await onSaved();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, topping ? 'Failed to update product' : 'Failed to create product'));
    }
  };

  return (
    <Modal title={topping ? 'Edit Topping' : 'Create New Topping'} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="Topping name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <PriceField
          label="Base price ($)"
          name="basePrice"
          hint={baseDisabled ? 'The option prices apply; the base price is saved as 0.' : 'The price of every portion.'}
          disabled={baseDisabled}
          value={baseDisabled ? '0' : basePrice}
          onChange={(event) => setBasePrice(event.target.value)}
        />
        {extras ? (
          <StyledFieldset>
            <legend>Topping Options</legend>
            <StyledFormRow>
              <PriceField
                label="Little price ($)"
                name="littlePrice"
                value={extras.littlePrice}
                onChange={(event) => setPrice('littlePrice', event.target.value)}
              />
              <PriceField
                label="Regular price ($)"
                name="regularPrice"
                value={extras.regularPrice}
                onChange={(event) => setPrice('regularPrice', event.target.value)}
              />
            </StyledFormRow>
            <StyledFormRow>
              <PriceField
                label="Extra price ($)"
                name="extraPrice"
                value={extras.extraPrice}
                onChange={(event) => setPrice('extraPrice', event.target.value)}
              />
            </StyledFormRow>
            <div>
              <StyledButton type="button" $variant="ghost" disabled={busy} onClick={() => setExtras(null)}>
                Remove Topping Options
              </StyledButton>
            </div>
          </StyledFieldset>
        ) : (
          <StyledMuted>No options: every portion costs the base price.</StyledMuted>
        )}
        <div>
          <StyledButton
            type="button"
            $variant="secondary"
            disabled={!canAddToppingOptions(extras)}
            onClick={() => setExtras(EMPTY_EXTRAS)}
          >
            Add Topping Options
          </StyledButton>
        </div>
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {busy ? 'Saving…' : topping ? 'Save' : 'Create'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}
