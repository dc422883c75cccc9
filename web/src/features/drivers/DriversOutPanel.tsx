import type { DriversOutQuery } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { formatTime } from '../../ui/format/dates';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState } from '../../ui/layout/Layout';
import {
  StyledBackChip,
  StyledMuted,
  StyledOutButton,
  StyledOutList,
  StyledOutName,
  StyledOutPanel,
} from './DriverDashboardPage.styles';

interface DriversOutPanelProps {
  /** Undefined until the first answer. */
  drivers: DriversOutQuery['driversOut'] | undefined;
  error: unknown;
  busy: boolean;
  onBack: (driverId: string, name: string) => Promise<void>;
}

/** The drivers out on a delivery; a tap marks one back (docs/product.md#unassigned-orders). */
export function DriversOutPanel({ drivers, error, busy, onBack }: DriversOutPanelProps) {
  return (
    <StyledOutPanel aria-labelledby="out-heading">
      <h2 id="out-heading">Out of Delivery</h2>
      <p>Tap a name when the driver is back.</p>
      {!drivers ? (
        error ? (
          <ErrorAlert>{failureMessage(error, 'We could not load the drivers out. Please try again.')}</ErrorAlert>
        ) : (
          <LoadingState>Loading…</LoadingState>
        )
      ) : drivers.length === 0 ? (
        <StyledMuted>No driver is out.</StyledMuted>
      ) : (
        <StyledOutList>
          {drivers.map((entry) => (
            <li key={entry.driver.id}>
              <StyledOutButton
                type="button"
                disabled={busy}
                onClick={() => void onBack(entry.driver.id, entry.driver.name)}
              >
                <StyledOutName>
                  <strong>{entry.driver.name}</strong>
                  <StyledBackChip>
                    <Icon name="check" size={16} />
                    Back
                  </StyledBackChip>
                </StyledOutName>
                <StyledMuted>
                  {entry.trips.length === 1 ? '1 order' : `${entry.trips.length} orders`} (
                  {entry.trips.map((trip) => `#${trip.orderNumber}`).join(', ')}) · left {formatTime(entry.leftAtLocal)}
                </StyledMuted>
              </StyledOutButton>
            </li>
          ))}
        </StyledOutList>
      )}
    </StyledOutPanel>
  );
}
