import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../graphql/errors';
import { menuFailure, requireSuccess } from './menuFailure';
import { ActionMenu } from '../../ui/controls/ActionMenu';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton, type ButtonVariant } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, EmptyState, StyledCardGrid, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { Icon, type IconName } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import type { MenuAck } from './operations';
import { moved } from './rules';
import { MenuDeleteDialog } from './MenuDeleteDialog';
import { MoveButtons, type Move } from './MenuMove';
import { StyledMenuCard, StyledCardTop, StyledCardButtons } from './MenuUi.styles';

export { menuFailure, RefusedError, requireSuccess } from './menuFailure';

/** Refetches a list after a change; a failed refetch leaves the list as it was (the change itself worked). */
export async function refresh(refetch: () => Promise<unknown>): Promise<void> {
  try {
    await refetch();
  } catch (error) {
    console.error('Could not refresh the list', error);
  }
}

interface MenuPageProps {
  title: string;
  /** The restaurant or category the page belongs to, or the page's hint. */
  subtitle?: ReactNode;
  backTo: string;
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every menu screen: title, Go Back and the main action. */
export function MenuPage({ title, subtitle, backTo, action, children }: MenuPageProps) {
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
      {children}
    </StyledDashboardPage>
  );
}

/** An item of a menu list: every one has an id and a name. */
interface MenuItem {
  id: string;
  name: string;
}

/** The dialog a dashboard shows: creating, or editing or deleting one item. */
type MenuDialog<T> = { kind: 'create' } | { kind: 'edit' | 'delete'; item: T };

export interface MenuDashboardProps<T extends MenuItem> {
  title: string;
  subtitle?: ReactNode;
  backTo: string;
  /** The main action's label, e.g. '+ New Sides'. */
  newLabel: string;
  /** The list's name, plural and in lower case ('sides'): the loading text, the failure, the grid's label. */
  what: string;
  empty: { icon: IconName; text: string };
  /** The list as the query has it (undefined until it is loaded). */
  items: readonly T[] | undefined;
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /** Edit and Delete: in a three-dot menu beside the name, or as buttons at the foot of the card. */
  actions: 'menu' | 'buttons';
  /** An Open button before Edit and Delete. */
  onOpen?: (item: T) => void;
  /** What a card shows below the name. */
  details?: (item: T) => ReactNode;
  /** The owner's order (categories, a category's products): Up and Down on each card save the whole list. */
  reorder?: (ids: string[]) => Promise<unknown>;
  /** The create dialog (without an item) or an item's edit dialog; `reload` refetches the list. */
  form: (item: T | undefined, dialog: { close: () => void; reload: () => Promise<void> }) => ReactNode;
  /**
   * The delete dialog: its title, its text ('"{name}" leaves the menu.' unless said), whether it
   * asks for 'delete it' (docs/product.md#delete-confirmation), and the call.
   */
  remove: {
    title: string;
    description?: (item: T) => string;
    confirmWithPhrase: boolean;
    run: (item: T) => Promise<MenuAck | undefined>;
  };
}

/**
 * A menu dashboard (docs/product.md#menu): the list as cards (or loading, its failure with Try
 * again, its empty state), the main action, and the create, edit and delete dialogs.
 */
export function MenuDashboard<T extends MenuItem>({
  title,
  subtitle,
  backTo,
  newLabel,
  what,
  empty,
  items,
  query,
  actions,
  onOpen,
  details,
  reorder,
  form,
  remove,
}: MenuDashboardProps<T>) {
  const [dialog, setDialog] = useState<MenuDialog<T> | null>(null);
  const [moving, setMoving] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const close = () => setDialog(null);
  const reload = () => refresh(query.refetch);
  const move = (index: number, by: -1 | 1) => async () => {
    if (!items || !reorder) return;
    setMoving({ busy: true, failure: null });
    try {
      await reorder(
        moved(
          items.map((item) => item.id),
          index,
          by,
        ),
      );
      await reload();
      setMoving({ busy: false, failure: null });
    } catch (error) {
      setMoving({ busy: false, failure: menuFailure(error, 'We could not move it. Please try again.') });
    }
  };

  let body;
  if (!items) {
    body = <ListPending what={what} query={query} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={empty.icon}>{empty.text}</EmptyState>;
  } else {
    body = (
      <StyledCardGrid aria-label={what.charAt(0).toUpperCase() + what.slice(1)}>
        {items.map((item, index) => (
          <MenuCard
            key={item.id}
            headingId={`${what}-${item.id}`}
            item={item}
            open={setDialog}
            actions={actions}
            onOpen={onOpen}
            details={details}
            move={
              reorder && items.length > 1
                ? {
                    busy: moving.busy,
                    up: index > 0 ? move(index, -1) : undefined,
                    down: index < items.length - 1 ? move(index, 1) : undefined,
                  }
                : undefined
            }
          />
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <MenuPage
      title={title}
      subtitle={subtitle}
      backTo={backTo}
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          {newLabel}
        </StyledButton>
      }
    >
      {moving.failure && <ErrorAlert>{moving.failure}</ErrorAlert>}
      {body}
      {dialog && dialog.kind !== 'delete' && form(dialog.kind === 'edit' ? dialog.item : undefined, { close, reload })}
      {dialog?.kind === 'delete' && (
        <MenuDeleteDialog
          title={remove.title}
          description={remove.description?.(dialog.item) ?? `"${dialog.item.name}" leaves the menu.`}
          confirmWithPhrase={remove.confirmWithPhrase}
          onClose={close}
          onDelete={async () => {
            requireSuccess(await remove.run(dialog.item), 'Failed to delete');
            await reload();
          }}
        />
      )}
    </MenuPage>
  );
}

/** What a list shows before it has data: a spinner, or the failure with Try again. */
function ListPending({ what, query }: Pick<MenuDashboardProps<MenuItem>, 'what' | 'query'>) {
  if (query.loading) return <LoadingState>Loading {what}…</LoadingState>;
  return (
    <>
      <ErrorAlert>{failureMessage(query.error, `We could not load the ${what}. Please try again.`)}</ErrorAlert>
      <p>
        <StyledButton type="button" $variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </StyledButton>
      </p>
    </>
  );
}

type MenuCardProps<T extends MenuItem> = Pick<MenuDashboardProps<T>, 'actions' | 'onOpen' | 'details'> & {
  headingId: string;
  item: T;
  open: (dialog: MenuDialog<T>) => void;
  move?: Move;
};

/** One card of a menu list: the name, what the dashboard shows of the item, and its actions. */
function MenuCard<T extends MenuItem>({ headingId, item, open, actions, onOpen, details, move }: MenuCardProps<T>) {
  const edit = { label: 'Edit', act: () => open({ kind: 'edit', item }) };
  const remove = { label: 'Delete', act: () => open({ kind: 'delete', item }) };
  const heading = <h2 id={headingId}>{item.name}</h2>;
  if (actions === 'menu') {
    return (
      <StyledMenuCard aria-labelledby={headingId}>
        <StyledCardTop>
          {heading}
          <ActionMenu
            label={`Actions for ${item.name}`}
            items={[
              { label: edit.label, onSelect: edit.act },
              { label: remove.label, danger: true, onSelect: remove.act },
            ]}
          />
        </StyledCardTop>
        {details?.(item)}
        {move && <MoveButtons name={item.name} move={move} />}
      </StyledMenuCard>
    );
  }
  const buttons: { label: string; act: () => void; variant: ButtonVariant }[] = [
    ...(onOpen ? [{ label: 'Open', act: () => onOpen(item), variant: 'primary' as const }] : []),
    { ...edit, variant: 'secondary' },
    { ...remove, variant: 'ghost' },
  ];
  return (
    <StyledMenuCard aria-labelledby={headingId}>
      {heading}
      {details?.(item)}
      {move && <MoveButtons name={item.name} move={move} />}
      <StyledCardButtons $columns={buttons.length}>
        {buttons.map(({ label, act, variant }) => (
          <StyledButton key={label} type="button" $variant={variant} aria-label={`${label} ${item.name}`} onClick={act}>
            {label}
          </StyledButton>
        ))}
      </StyledCardButtons>
    </StyledMenuCard>
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
