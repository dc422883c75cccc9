import { useApolloClient } from '@apollo/client/react';
import { PinDialog } from '../../ui/controls/PinDialog';
import { ENTER_SCREEN } from '../session/operations';
import { PinRefusal } from '../../ui/controls/PinPad';
import { readServerFailure } from '../../graphql/errors';
import { ASSIGN_FAILED } from './rules';
import { takesDeliveries } from '../session/roles';

interface DriverPinDialogProps {
  restaurantId: string;
  summary: string;
  onClose: () => void;
  onAssign: (driverToken: string) => Promise<void>;
}

/**
 * docs/product.md#assigning-orders: at a screen opened with the security PIN,
 * Get the Selected Orders asks for the PIN of the driver who takes them; the
 * server checks it belongs to a driver of this restaurant.
 */
export function DriverPinDialog({ restaurantId, summary, onClose, onAssign }: DriverPinDialogProps) {
  const client = useApolloClient();
  return (
    <PinDialog
      title="Enter The Driver PIN"
      description={`${summary}: the driver who takes them enters their PIN.`}
      onClose={onClose}
      label="Driver PIN"
      submitLabel="Take the orders"
      busyLabel="Checking…"
      failure="Incorrect PIN"
      onSubmit={async (pin) => {
        const { data } = await client.mutate({
          mutation: ENTER_SCREEN,
          variables: { restaurantId, role: 'driver', pin },
        });
        if (!data) return;
        if (!takesDeliveries(data.enterScreen.role)) throw new PinRefusal('Incorrect PIN');
        try {
          await onAssign(data.enterScreen.token);
        } catch (error) {
          // Not a PIN problem: say what the server said, and do not shake the pad for it.
          if (readServerFailure(error).message) throw error;
          throw new PinRefusal(ASSIGN_FAILED);
        }
      }}
    />
  );
}
