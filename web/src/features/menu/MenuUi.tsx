import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { failureMessage, NETWORK_FAILURE_MESSAGE, readServerFailure } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/Alert';
import { ButtonLink, StyledButton } from '../../ui/Button';
import { DashboardHeading, EmptyState, StyledDashboardPage } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { Icon, type IconName } from '../../ui/Icon';
import { LoadingState, PageTitle, StyledForm } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import type { MenuAck } from './operations';
import { DELETE_PHRASE_HINT, isDeleteConfirmed, NotAnAmountError } from './rules';

/** A server answer of `{ success: false, message }`: its message is for people. */
export class RefusedError extends Error {}

/** Throws when the server answered a delete with success false. */
export function requireSuccess(ack: MenuAck | undefined, fallback: string): void {
  if (!ack?.success) throw new RefusedError(ack?.message || fallback);
}

/**
 * The text of a failed menu call (docs/product.md#menu-errors): a typed price that is not an
 * amount, a refusal's or the server's message, else the screen's fallback; `network` when
 * nothing came back.
 */
export function menuFailure(error: unknown, fallback: string, network: string = NETWORK_FAILURE_MESSAGE): string {
  if (error instanceof RefusedError || error instanceof NotAnAmountError) return error.message;
  const { message, isNetworkFailure } = readServerFailure(error);
  return message ?? (isNetworkFailure ? network : fallback);
}

/** Refetches a list after a change; a failed refetch leaves the list as it was (the change itself worked). */
export async function refresh(refetch: () => Promise<unknown>): Promise<void> {
  try {
    await refetch();
  } catch (error) {
    console.error('Could not refresh the list', error);
  }
}

const StyledHint = styled.p`
  margin: -16px 0 24px;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface MenuPageProps {
  title: string;
  subtitle?: ReactNode;
  backTo: string;
  action?: ReactNode;
  hint?: string;
  children: ReactNode;
}

/** The frame of every menu dashboard: title, Go Back, the main action and its hint. */
export function MenuPage({ title, subtitle, backTo, action, hint, children }: MenuPageProps) {
  return (
    <StyledDashboardPage>
      <PageTitle>{title}</PageTitle>
      <DashboardHeading
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <ButtonLink to={backTo} $variant="ghost">
              <Icon name="arrowLeft" size={18} />
              Go Back
            </ButtonLink>
            {action}
          </>
        }
      />
      {hint && <StyledHint>{hint}</StyledHint>}
      {children}
    </StyledDashboardPage>
  );
}

interface ListStateProps {
  loading: boolean;
  error: unknown;
  what: string;
  onRetry: () => void;
}

/** What a list shows before it has data: a spinner, or the failure with Try again. */
export function ListPending({ loading, error, what, onRetry }: ListStateProps) {
  if (loading) return <LoadingState>Loading {what}…</LoadingState>;
  return (
    <>
      <ErrorAlert>{failureMessage(error, `We could not load the ${what}. Please try again.`)}</ErrorAlert>
      <p>
        <StyledButton type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </StyledButton>
      </p>
    </>
  );
}

export function MenuEmpty({ icon, children }: { icon: IconName; children: string }) {
  return <EmptyState icon={icon}>{children}</EmptyState>;
}

/** One card of a menu list. */
export const StyledMenuCard = styled.li`
  display: grid;
  align-content: start;
  gap: 14px;
  padding: 20px 20px 18px;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

export const StyledCardTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 10px;

  h2 {
    padding-top: 6px;
  }
`;

export const StyledCardButtons = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, 1fr);
  gap: 10px;
`;

/** Label / price rows on a card. */
export const StyledPriceList = styled.dl`
  margin: 0;
  display: grid;
  gap: 6px;

  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding-bottom: 6px;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }

  div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    font-weight: 650;
    white-space: nowrap;
  }
`;

/** A group of fields inside a dialog (sizes, items, topping options). */
export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 16px;
  display: grid;
  gap: 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

/** A row of fields with a remove button at the end. */
export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: 12px;

  /* Level with the inputs, below their labels (a hint under a field must not move it). */
  & > button {
    margin-top: 28px;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr 1fr;

    & > button {
      grid-column: 1 / -1;
      margin-top: 0;
    }
  }
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** A money field: dollars as typed ("12.50"), a decimal pad on phones. */
export function PriceField(props: Omit<Parameters<typeof TextField>[0], 'inputMode' | 'autoComplete'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

interface DeleteModalProps {
  title: string;
  description: ReactNode;
  /** Deletes; throws on failure. */
  onDelete: () => Promise<void>;
  fallback: string;
  onClose: () => void;
}

/** docs/product.md#delete-confirmation: deleting a category, product or special needs 'delete it' typed exactly. */
export function DeletePhraseModal({ title, description, onDelete, fallback, onClose }: DeleteModalProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = isDeleteConfirmed(typed);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) {
      setError(DELETE_PHRASE_HINT);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onDelete();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, fallback, 'An unexpected error occurred.'));
      setBusy(false);
    }
  };

  return (
    <Modal title={title} description={description} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label={DELETE_PHRASE_HINT}
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy || !confirmed}>
            {busy ? 'Deleting…' : 'Delete'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}

/** docs/product.md#delete-confirmation: deleting a topping or a side needs only a click. */
export function ConfirmDeleteModal({ title, description, onDelete, fallback, onClose }: DeleteModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setError(null);
    setBusy(true);
    try {
      await onDelete();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, fallback, 'An unexpected error occurred.'));
      setBusy(false);
    }
  };

  return (
    <Modal title={title} description={description} onClose={onClose}>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <StyledModalActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose} data-autofocus>
          Cancel
        </StyledButton>
        <StyledButton type="button" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting…' : 'Delete'}
        </StyledButton>
      </StyledModalActions>
    </Modal>
  );
}

/** The menu's routes (docs/product.md#menu-hub). */
export const menuPaths = {
  hub: (restaurantId: string) => `/menuDashboards/${encodeURIComponent(restaurantId)}`,
  categories: (restaurantId: string) => `/CategoryDashboard/${encodeURIComponent(restaurantId)}`,
  products: (restaurantId: string, categoryId: string) =>
    `/ProductsDashboard/${encodeURIComponent(restaurantId)}/${encodeURIComponent(categoryId)}`,
  specials: (restaurantId: string) => `/SpecialsDashboard/${encodeURIComponent(restaurantId)}`,
  toppings: (restaurantId: string) => `/ToppingDashboard/${encodeURIComponent(restaurantId)}`,
  sides: (restaurantId: string) => `/SidesDashboard/${encodeURIComponent(restaurantId)}`,
} as const;
