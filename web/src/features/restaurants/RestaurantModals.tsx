import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { PinField, TextField } from '../../ui/controls/Field';
import { FormDialog } from '../../ui/controls/FormDialog';
import { isValidPin, PIN_MESSAGE } from '../../ui/format/formRules';
import { centsToInput } from '../../ui/format/money';
import type { Restaurant } from '../session/restaurant';
import { CREATE_RESTAURANT, DELETE_RESTAURANT, OPEN_RESTAURANT, RESTAURANTS, UPDATE_RESTAURANT } from './operations';
import { browserTimeZone } from './addressTimeZone';
import {
  createRestaurantInput,
  EMPTY_RESTAURANT_FORM,
  restaurantTimeZoneGuess,
  updateRestaurantInput,
  type RestaurantFormValues,
} from './rules';
import { forgetScopedSessions, type ScopedSession } from '../session/scopedSession';
import { RestaurantFields } from './RestaurantFields';
import { INCORRECT_PIN } from '../../ui/format/words';

/** The allowance changes with every restaurant created or deleted. */
const REFRESH_ALLOWANCE = ['RestaurantAllowance'];

interface CreateProps {
  /** The variables of the restaurant list on screen, so the new card joins it at once. */
  listVariables: { ownerId?: string | null };
  onClose: () => void;
}

export function CreateRestaurantModal({ listVariables, onClose }: CreateProps) {
  const [values, setValues] = useState<RestaurantFormValues>(() => ({
    ...EMPTY_RESTAURANT_FORM,
    timeZone: restaurantTimeZoneGuess('', browserTimeZone()).zone,
  }));
  // Field messages wait for the first try, then follow the typing.
  const [tried, setTried] = useState(false);
  const [createRestaurant] = useMutation(CREATE_RESTAURANT, {
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

  const checkedNow = createRestaurantInput(values);
  const problems = tried && 'fields' in checkedNow ? checkedNow.fields : {};

  const create = async () => {
    setTried(true);
    const checked = createRestaurantInput(values);
    if ('problem' in checked) return checked.problem;
    await createRestaurant({ variables: { input: checked.input } });
    onClose();
  };

  return (
    <FormDialog
      title="Create a restaurant"
      description="Everything but the description is required."
      onClose={onClose}
      onSubmit={create}
      failure="Failed to create the restaurant."
      submitLabel="Create restaurant"
      busyLabel="Creating…"
    >
      <RestaurantFields values={values} onChange={setValues} mode="create" problems={problems} />
    </FormDialog>
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
    timeZone: restaurant.timeZone,
  };
}

export function EditRestaurantModal({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const [initial] = useState(() => formValuesOf(restaurant));
  const [values, setValues] = useState(initial);
  const [password, setPassword] = useState('');
  // The edited restaurant comes back with its id: the cache updates the card.
  const [updateRestaurant] = useMutation(UPDATE_RESTAURANT);

  const [tried, setTried] = useState(false);
  const checkedNow = updateRestaurantInput(initial, values, password);
  const problems = tried && 'fields' in checkedNow ? checkedNow.fields : {};

  const save = async () => {
    setTried(true);
    const checked = updateRestaurantInput(initial, values, password);
    if ('problem' in checked) return checked.problem;
    await updateRestaurant({ variables: { id: restaurant.id, input: checked.input } });
    onClose();
  };

  return (
    <FormDialog
      title={`Edit ${restaurant.name}`}
      description="Empty fields keep their current value. Your account password is needed to save."
      onClose={onClose}
      onSubmit={save}
      failure="Failed to update"
      submitLabel="Save"
      busyLabel="Saving…"
      canSubmit={!!password.trim()}
    >
      <RestaurantFields values={values} onChange={setValues} mode="edit" problems={problems} />
      <TextField
        label="Your account password"
        name="password"
        type="password"
        autoComplete="current-password"
        hint="Required to save, and to change the security PIN."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </FormDialog>
  );
}

export function DeleteRestaurantModal({ restaurant, onClose }: { restaurant: Restaurant; onClose: () => void }) {
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const [deleteRestaurant] = useMutation(DELETE_RESTAURANT, { refetchQueries: REFRESH_ALLOWANCE });

  const remove = async () => {
    setTried(true);
    if (!isValidPin(pin.trim())) return PIN_MESSAGE;
    const { data } = await deleteRestaurant({
      variables: { id: restaurant.id, securityPin: pin.trim() },
      update(cache, { data: answer }) {
        if (!answer?.deleteRestaurant.success) return;
        // Gone from every list that held it.
        cache.evict({ id: cache.identify({ __typename: 'Restaurant', id: restaurant.id }) });
        cache.gc();
      },
    });
    if (!data?.deleteRestaurant.success) return data?.deleteRestaurant.message || 'Failed to delete';
    forgetScopedSessions(restaurant.id);
    onClose();
  };

  return (
    <FormDialog
      title={`Delete ${restaurant.name}?`}
      description="The restaurant disappears from your list. Enter its security PIN to confirm."
      onClose={onClose}
      onSubmit={remove}
      failure="Failed to delete"
      submitLabel="Delete"
      busyLabel="Deleting…"
      confirmWithPhrase
    >
      <PinField
        label="Security PIN"
        name="securityPin"
        value={pin}
        error={tried && !isValidPin(pin.trim()) ? PIN_MESSAGE : undefined}
        onChange={(event) => setPin(event.target.value)}
      />
    </FormDialog>
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
  const [openRestaurant] = useMutation(OPEN_RESTAURANT);

  const open = async () => {
    const typed = pin.trim();
    if (!isValidPin(typed)) return PIN_MESSAGE;
    try {
      const { data } = await openRestaurant({ variables: { id: restaurant.id, securityPin: typed } });
      if (data) onOpened(data.openRestaurant);
    } catch (failure) {
      setPin('');
      throw failure;
    }
  };

  return (
    <FormDialog
      title={`Open ${restaurant.name}`}
      description="Enter the restaurant's security PIN."
      onClose={onClose}
      onSubmit={open}
      failure={INCORRECT_PIN}
      submitLabel="Open"
      busyLabel="Checking…"
      submitOnEnter={false}
    >
      <PinField label="Security PIN" name="securityPin" value={pin} onChange={(event) => setPin(event.target.value)} />
    </FormDialog>
  );
}
