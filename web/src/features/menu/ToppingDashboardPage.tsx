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
import {
  CREATE_TOPPING,
  CREATE_TOPPING_EXTRA,
  DELETE_TOPPING,
  DELETE_TOPPING_EXTRA,
  TOPPINGS,
  UPDATE_TOPPING,
  UPDATE_TOPPING_EXTRA,
  type Topping,
} from './operations';
import {
  canAddToppingOptions,
  EMPTY_TEXT,
  isToppingBasePriceDisabled,
  NAME_REQUIRED_MESSAGE,
  toppingBasePriceToSend,
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
 * Create New Topping / Edit Topping (docs/product.md#toppings-and-portions): the topping first, then its
 * one option set; a saved set removed here is deleted on the server at once.
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
  // A topping created by an earlier attempt whose option set failed: a retry only adds the set.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createTopping] = useMutation(CREATE_TOPPING);
  const [updateTopping] = useMutation(UPDATE_TOPPING);
  const [createExtra] = useMutation(CREATE_TOPPING_EXTRA);
  const [updateExtra] = useMutation(UPDATE_TOPPING_EXTRA);
  const [deleteExtra] = useMutation(DELETE_TOPPING_EXTRA);
  const baseDisabled = isToppingBasePriceDisabled(mode, extras);

  const setPrice = (field: keyof Omit<ToppingExtraRow, 'id'>, value: string) =>
    setExtras((current) => (current ? { ...current, [field]: value } : current));

  const removeExtras = async () => {
    if (!extras?.id) {
      setExtras(null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { data } = await deleteExtra({ variables: { id: extras.id } });
      requireSuccess(data?.deleteToppingExtra, 'Failed to delete size');
      setExtras(null);
      await onSaved();
    } catch (failure) {
      setError(menuFailure(failure, 'Failed to delete size'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(NAME_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    let step = topping ? 'Failed to update product' : 'Failed to create product';
    try {
      let toppingId = topping?.id ?? createdId;
      const input = { name: name.trim(), basePrice: toppingBasePriceToSend(mode, basePrice, extras) };
      if (topping) {
        await updateTopping({ variables: { id: topping.id, input } });
      } else if (!toppingId) {
        const { data } = await createTopping({ variables: { input: { restaurantId, ...input } } });
        toppingId = data?.createTopping.id ?? null;
        setCreatedId(toppingId);
      }
      if (extras && toppingId) {
        const prices = {
          littlePrice: extras.littlePrice.trim() || '0',
          regularPrice: extras.regularPrice.trim() || '0',
          extraPrice: extras.extraPrice.trim() || '0',
        };
        if (extras.id) {
          step = 'Failed to update size';
          await updateExtra({ variables: { id: extras.id, input: prices } });
        } else {
          step = 'Failed to create size';
          await createExtra({ variables: { input: { toppingId, ...prices } } });
        }
      }
      await onSaved();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, step));
      setBusy(false);
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
              <StyledButton type="button" $variant="ghost" disabled={busy} onClick={() => void removeExtras()}>
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
