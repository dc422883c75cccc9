import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readServerFailure } from '../../graphql/errors';
import { CREATE_PORTAL_SESSION } from './operations';
import { redirectTo } from './redirect';
import { PORTAL_FAILED, PORTAL_UNAVAILABLE } from './subscription';

/**
 * Opens the billing portal (docs/product.md#billing-dashboard): a portal session from the
 * billing service, then the browser goes to its page (Stripe's, or the sandbox's). Manage
 * Billing and the restaurant list's Upgrade both use it.
 */
export function useBillingPortal(customerId: string | null | undefined) {
  const [createPortalSession, { loading }] = useMutation(CREATE_PORTAL_SESSION);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const open = async () => {
    setError(null);
    try {
      const { data } = await createPortalSession({ variables: { customerId: customerId ?? null } });
      if (redirectTo(data?.createPortalSession.url)) setLeaving(true);
      else setError(PORTAL_UNAVAILABLE);
    } catch (failure) {
      setError(readServerFailure(failure).message ?? PORTAL_FAILED);
    }
  };

  return { open: () => void open(), busy: loading || leaving, error };
}
