import type { OnlineOrderFieldsFragment } from '../../../graphql/generated/graphql';

/** An online order's card at the counter (docs/decisions/0062-online-ordering.md), pure: paid or not, in words. */

type Paid = Pick<OnlineOrderFieldsFragment, 'payment'> & {
  order?: Pick<NonNullable<OnlineOrderFieldsFragment['order']>, 'tender' | 'paidOnline'> | null;
};

/** Paid (online by card, or its tender taken at the counter), paid to the driver at the door, or still to pay. */
export function paidState(o: Paid): 'paid' | 'door' | 'unpaid' {
  if (o.order?.paidOnline || o.payment === 'card') return 'paid';
  if (o.order?.tender === 'cash' || o.order?.tender === 'card') return 'paid';
  if (o.payment === 'door' || o.order?.tender === 'door') return 'door';
  return 'unpaid';
}

const TENDER_WORDS = { cash: 'Paid · cash', card: 'Paid · card' } as const;

/** "Paid online by card", "Paid · cash", "Pays the driver at the door", "Not paid: pays at pickup". */
export function paidWords(o: Paid): string {
  if (o.order?.paidOnline || o.payment === 'card') return 'Paid online by card';
  const tender = o.order?.tender;
  if (tender === 'cash' || tender === 'card') return TENDER_WORDS[tender];
  if (o.payment === 'door' || tender === 'door') return 'Pays the driver at the door';
  return 'Not paid: pays at pickup';
}
