import type { CardReaderFieldsFragment } from '../../graphql/generated/graphql';

/** The words of the hub's Card readers card (docs/decisions/0080-card-payments-at-the-counter.md). */

export type CardReader = CardReaderFieldsFragment;
export interface TabletChoice {
  id: string;
  tag: string;
  lastSeenAt?: string | null;
}

/** The select's value for "by no tablet". */
export const NO_TABLET = '';

const DEVICES: Record<string, string> = {
  simulated: 'Sandbox reader',
  bbpos_wisepos_e: 'BBPOS WisePOS E',
  stripe_s700: 'Stripe Reader S700',
  stripe_m2: 'Stripe Reader M2',
  bbpos_wisepad3: 'BBPOS WisePad 3',
  bbpos_chipper2x: 'BBPOS Chipper 2X BT',
  verifone_P400: 'Verifone P400',
};

/** "BBPOS WisePOS E"; a type this list does not know is shown as Stripe names it. */
export const deviceWords = (deviceType: string) => DEVICES[deviceType] ?? deviceType;

/** "By tablet K7", "By no tablet yet". */
export const tabletWords = (tag: string | null | undefined) => (tag ? `By tablet ${tag}` : 'By no tablet yet');

/** The tablets to choose from: each by its tag, saying which reader it has already (not this one). */
export function tabletOptions(tablets: readonly TabletChoice[], readers: readonly CardReader[], self?: string) {
  return [
    { value: NO_TABLET, label: 'No tablet yet' },
    ...tablets.map((t) => {
      const holder = readers.find((r) => r.terminalId === t.id && r.id !== self);
      return { value: t.id, label: holder ? `Tablet ${t.tag} (has ${holder.name})` : `Tablet ${t.tag}` };
    }),
  ];
}

/** What the form checks before it asks the server (the server says the rest: an unknown code, a name in use). */
export function readerFormProblem(code: string, name: string): string | null {
  if (!code.trim()) return 'Type the registration code the reader shows.';
  if (!name.trim()) return 'Give the reader a name, like Counter or Bar.';
  if (name.trim().length > 40) return 'A reader’s name is at most 40 characters.';
  return null;
}
