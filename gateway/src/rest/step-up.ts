import { graphql } from './generated';

/**
 * The step-up a REST row may ask for (table.ts `stepUp`): the security PIN
 * confirmed by auth, answering a manager session that lasts a few minutes
 * (docs/decisions/0010-security-pin-step-up.md).
 */
export const StepUp = graphql(`
  mutation StepUp($restaurantId: ID!, $securityPin: String!) {
    confirmSecurityPin(restaurantId: $restaurantId, securityPin: $securityPin) {
      token
    }
  }
`);
