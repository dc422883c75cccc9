import { graphql } from '../../../graphql/generated';

/**
 * The tablet's cash drawer (docs/product.md#cash-drawers): as the terminal sees it before the count, opened,
 * moved by hand, and closed by a blind count whose answer has every figure.
 */

export const TERMINAL_DRAWER = graphql(`
  query TerminalDrawerNow($terminalId: ID!) {
    terminalDrawer(terminalId: $terminalId) {
      ...TerminalDrawerFields
    }
  }
`);

export const OPEN_DRAWER = graphql(`
  mutation OpenTheDrawer($input: OpenDrawerInput!, $key: String) {
    openDrawer(input: $input, idempotencyKey: $key) {
      ...TerminalDrawerFields
    }
  }
`);

export const MOVE_DRAWER = graphql(`
  mutation MoveTheDrawer($input: DrawerMoveInput!, $key: String) {
    moveDrawer(input: $input, idempotencyKey: $key) {
      ...TerminalDrawerFields
    }
  }
`);

export const CLOSE_DRAWER = graphql(`
  mutation CloseTheDrawer($input: CloseDrawerInput!, $key: String) {
    closeDrawer(input: $input, idempotencyKey: $key) {
      ...DrawerFields
    }
  }
`);
