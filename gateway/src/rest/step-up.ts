import { graphql } from './generated';

/**
 * The step-up a REST row may ask for (table.ts `stepUp`): the security PIN
 * confirmed by auth for the row's own action and subject, answering an
 * approval bound to them (docs/decisions/0049-approvals.md).
 */
export const StepUp = graphql(`
  mutation StepUp($restaurantId: ID!, $securityPin: String!, $action: ApprovalInput!) {
    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin, action: $action) {
      token
    }
  }
`);
