import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { PinField, TextAreaField, TextField } from '../../ui/Field';
import { StyledForm, StyledFormRow } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import {
  CREATE_RESTAURANT,
  DELETE_RESTAURANT,
  OPEN_RESTAURANT,
  RESTAURANTS,
  UPDATE_RESTAURANT,
  type Restaurant,
} from './operations';
import {
  createRestaurantInput,
  DELETE_PHRASE_HINT,
  EMPTY_RESTAURANT_FORM,
  isDeleteConfirmed,
  isValidPin,
  PIN_MESSAGE,
  updateRestaurantInput,
  type RestaurantFormValues,
} from './rules';
import { centsToInput } from '../../ui/money';
import { forgetScopedSession, type ScopedSession } from './scopedSession';

/** The allowance changes with every restaurant created or deleted. */
const REFRESH_ALLOWANCE = ['RestaurantAllowance'];

interface FieldsProps {
  values: RestaurantFormValues;
  onChange: (values: RestaurantFormValues) => void;
  mode: 'create' | 'edit';
}

/** The restaurant's own fields, shared by the create and edit dialogs. */
function RestaurantFields({ values, onChange, mode }: FieldsProps) {
  const set =
    (field: keyof RestaurantFormValues) =>
    (event: { target: { value: string } }): void =>
      onChange({ ...values, [field]: event.target.value });
  return (
    <>
      <TextField label="Restaurant name" name="name" autoComplete="off" value={values.name} onChange={set('name')} />
      <TextAreaField
        label="Description (optional)"
        name="description"
        rows={3}
        value={values.description}
        onChange={set('description')}
      />
      <PinField
        label={mode === 'create' ? 'Security PIN' : 'New security PIN (optional)'}
        name="securityPin"
        hint={
          mode === 'create'
            ? '4 to 6 digits. Needed to open the restaurant; keep it for managers and owners.'
            : 'Leave empty to keep the current PIN.'
        }
        value={values.securityPin}
        onChange={set('securityPin')}
      />
      <StyledFormRow>
        <TextField
          label="Tax (%)"
          name="taxPercentage"
          inputMode="decimal"
          autoComplete="off"
          placeholder="8.875"
          value={values.taxPercentage}
          onChange={set('taxPercentage')}
        />
        <TextField
          label="Delivery charge ($)"
          name="deliveryCharge"
          inputMode="decimal"
          autoComplete="off"
          placeholder="3.50"
          value={values.deliveryCharge}
          onChange={set('deliveryCharge')}
        />
      </StyledFormRow>
      <TextField
        label="Full address"
        name="fullAddress"
        autoComplete="street-address"
        value={values.fullAddress}
        onChange={set('fullAddress')}
      />
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
      />
    </>
  );
}

interface CreateProps {
  /** The variables of the restaurant list on screen, so the new card joins it at once. */
  listVariables: { ownerId?: string | null };
  onClose: () => void;
}

export function CreateRestaurantModal({ listVariables, onClose }: CreateProps) {
  const [values, setValues] = useState<RestaurantFormValues>(EMPTY_RESTAURANT_FORM);
  const [error, setError] = useState<string | null>(null);
  const [createRestaurant, { loading }] = useMutation(CREATE_RESTAURANT, {
    refetchQueries: REFRESH_ALLOWANCE,
    update(cache, { data }) {
      const created = data?.createRestaurant;
      if (!created) return;
      cache.updateQuery({ query: RESTAURANTS, variables: listVariables }, (previous) =>
        previous && !previous.restaurants.some((restaurant) => restaurant.id === created.id)
          ? { restaurants: [...previous.restaurants, created] }
          : previous,
      );
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = createRestaurantInput(values);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    try {
      await createRestaurant({ variables: { input: checked.input } });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to create the restaurant.'));
    }
  };

  return (
    <Modal title="Create a restaurant" description="Everything but the description is required." onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <RestaurantFields values={values} onChange={setValues} mode="create" />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading}>
            {loading ? 'Creating…' : 'Create restaurant'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

function formValuesOf(restaurant: Restaurant): RestaurantFormValues {
  return {
    name: restaurant.name,
    description: restaurant.description ?? '',
    securityPin: '',
    taxPercentage: String(restaurant.taxPercentage),
    deliveryCharge: centsToInput(restaurant.deliveryChargeCents),
    fullAddress: restaurant.fullAddress,
    phoneNumber: restaurant.phoneNumber,
  };
}

export function EditRestaurantModal({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const [initial] = useState(() => formValuesOf(restaurant));
  const [values, setValues] = useState(initial);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The edited restaurant comes back with its id: the cache updates the card.
  const [updateRestaurant, { loading }] = useMutation(UPDATE_RESTAURANT);
  const hasPassword = !!password.trim();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = updateRestaurantInput(initial, values, password);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    try {
      await updateRestaurant({ variables: { id: restaurant.id, input: checked.input } });
      onClose();
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to update'));
    }
  };

  return (
    <Modal
      title={`Edit ${restaurant.name}`}
      description="Empty fields keep their current value. Your account password is needed to save."
      onClose={onClose}
    >
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <RestaurantFields values={values} onChange={setValues} mode="edit" />
        <TextField
          label="Your account password"
          name="password"
          type="password"
          autoComplete="current-password"
          hint="Required to save, and to change the security PIN."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading || !hasPassword}>
            {loading ? 'Saving…' : 'Save'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

export function DeleteRestaurantModal({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const [pin, setPin] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteRestaurant, { loading }] = useMutation(DELETE_RESTAURANT, { refetchQueries: REFRESH_ALLOWANCE });
  const confirmed = isDeleteConfirmed(confirmation);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) {
      setError(DELETE_PHRASE_HINT);
      return;
    }
    if (!isValidPin(pin.trim())) {
      setError(PIN_MESSAGE);
      return;
    }
    setError(null);
    try {
      const { data } = await deleteRestaurant({
        variables: { id: restaurant.id, securityPin: pin.trim() },
        update(cache, { data: answer }) {
          if (!answer?.deleteRestaurant.success) return;
          // Gone from every list that held it.
          cache.evict({ id: cache.identify({ __typename: 'Restaurant', id: restaurant.id }) });
          cache.gc();
        },
      });
      if (data?.deleteRestaurant.success) {
        forgetScopedSession(restaurant.id);
        onClose();
      } else setError(data?.deleteRestaurant.message || 'Failed to delete');
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to delete'));
    }
  };

  return (
    <Modal
      title={`Delete ${restaurant.name}?`}
      description="The restaurant disappears from your list. Enter its security PIN to confirm."
      onClose={onClose}
    >
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <PinField
          label="Security PIN"
          name="securityPin"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
        <TextField
          label={DELETE_PHRASE_HINT}
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={loading || !confirmed}>
            {loading ? 'Deleting…' : 'Delete'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

interface OpenProps {
  restaurant: Pick<Restaurant, 'id' | 'name'>;
  onOpened: (session: ScopedSession) => void;
  onClose: () => void;
}

/**
 * The security-PIN prompt before a restaurant opens (docs/product.md#pin-entry). Enter in the
 * PIN field does nothing, as docs/product.md#pin-entry says; the Open button is reached with
 * Tab and pressed with Enter or Space like any button.
 */
export function OpenRestaurantModal({ restaurant, onOpened, onClose }: OpenProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openRestaurant, { loading }] = useMutation(OPEN_RESTAURANT);

  const open = async () => {
    const typed = pin.trim();
    if (!isValidPin(typed)) {
      setError(PIN_MESSAGE);
      return;
    }
    setError(null);
    try {
      const { data } = await openRestaurant({ variables: { id: restaurant.id, securityPin: typed } });
      if (data) onOpened(data.openRestaurant);
    } catch (failure) {
      setPin('');
      setError(failureMessage(failure, 'Incorrect PIN.'));
    }
  };

  return (
    <Modal title={`Open ${restaurant.name}`} description="Enter the restaurant's security PIN." onClose={onClose}>
      <StyledForm as="div">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <PinField
          label="Security PIN"
          name="securityPin"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </StyledForm>
      <StyledModalActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton type="button" disabled={loading} onClick={() => void open()}>
          {loading ? 'Checking…' : 'Open'}
        </StyledButton>
      </StyledModalActions>
    </Modal>
  );
}
