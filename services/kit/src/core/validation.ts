import { z } from 'zod';
import { NOT_FOUND } from './messages';
import { dollarsToCents } from './money';
import { PIN_MESSAGE, PIN_RULE } from './pins';

/**
 * The pieces every input schema is built from, so a rule and its message
 * exist once. Every string a person sends goes through `text` or `multiline`:
 * control characters (NUL above all, which PostgreSQL cannot store) are
 * refused with a 400 here instead of failing deep in the database.
 */

/** Unicode control characters (C0, DEL, C1). */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f';
/** What String.prototype.trim removes, spelled out so the pattern means the same in every regex engine. */
const BLANK = '\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** Tab, line feed and carriage return, which a text area may hold. */
const CONTROL_BUT_LINES = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

export const CONTROL_MESSAGE = 'Text cannot contain control characters (such as NUL). Please remove them.';

const oneLine = new RegExp(`^[^${CONTROL}]*$`);
/** At least one visible character: what survives trim() is not empty. */
const oneLineFilled = new RegExp(`^[${BLANK}]*[^${CONTROL}${BLANK}][^${CONTROL}]*$`);
const lines = new RegExp(`^[^${CONTROL_BUT_LINES}]*$`);

export interface TextRule {
  /** Most characters allowed (after trimming). */
  max: number;
  /** Message when the value is missing, not a string, or blank; absent means blank is allowed. */
  required?: string;
  /** Message when it is too long; default "<label> must be at most N characters." */
  tooLong?: string;
  /** What the field is called in messages. */
  label?: string;
  /** Keep surrounding spaces (passwords). */
  raw?: boolean;
}

function build(rule: TextRule, filled: RegExp, empty: RegExp) {
  const missing = rule.required ?? `${rule.label ?? 'This field'} must be text.`;
  const tooLong = rule.tooLong ?? `${rule.label ?? 'This field'} must be at most ${rule.max} characters.`;
  let schema = z.string({ error: missing });
  // Control characters are refused before anything else, so their message wins.
  schema = schema.regex(rule.required ? filled : empty, {
    error: (issue) =>
      rule.required && typeof issue.input === 'string' && empty.test(issue.input) ? missing : CONTROL_MESSAGE,
  });
  if (!rule.raw) schema = schema.trim();
  if (rule.required) schema = schema.min(1, { error: missing });
  return schema.max(rule.max, { error: tooLong });
}

/** One line of text (a name, an address, an e-mail): trimmed, no control characters. */
export const text = (rule: TextRule) => build(rule, oneLineFilled, oneLine);

/** A text area (notes, a message): line breaks and tabs allowed, other control characters not. */
export const multiline = (rule: TextRule) =>
  build(rule, new RegExp(`^[\\s]*[^\\s${CONTROL_BUT_LINES}][^${CONTROL_BUT_LINES}]*$`), lines);

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID (the ids of every table); anything else names nothing and is a 404, not a 500. */
export const isId = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

const idSchemas = new WeakSet<z.ZodType>();

/** An id in a path or body: a UUID. In a path, one that is not names nothing: the REST edge answers 404. */
export const id = (message = NOT_FOUND) => {
  const schema = z.string({ error: message }).regex(UUID_PATTERN, { error: message });
  idSchemas.add(schema);
  return schema;
};

export const isIdSchema = (schema: unknown): boolean => !!schema && idSchemas.has(schema as z.ZodType);

/** A PIN: 4 to 6 digits (pins.ts). */
export const pinField = (message = PIN_MESSAGE) => z.string({ error: message }).regex(PIN_RULE, { error: message });

/** Largest amount accepted anywhere (a price, a charge): $99,999.99. */
export const MAX_DOLLARS = 99_999.99;
const DOLLARS_TEXT = /^\d{1,5}(\.\d{1,2})?$/;
const PERCENT_TEXT = /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/;

const blank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** An amount given as a number or a string of digits, with its one message (and one for a missing value). */
function amountField(o: { message: string; missing?: string; max: number; step: number; text: RegExp }) {
  const error = (issue: { input?: unknown }) => (o.missing && blank(issue.input) ? o.missing : o.message);
  return z.union(
    [
      z.number({ error }).min(0, { error }).max(o.max, { error }).multipleOf(o.step, { error }),
      z.string({ error }).regex(o.text, { error }),
    ],
    { error },
  );
}

/**
 * An amount in dollars as people and the original app send it: a number
 * (12.5) or a string ("12.50"), at least 0, at most 2 decimals. Stays as
 * sent; money.ts turns it into integer cents.
 */
export const dollarsField = (message: string, o: { missing?: string; max?: number } = {}) =>
  amountField({ message, missing: o.missing, max: o.max ?? MAX_DOLLARS, step: 0.01, text: DOLLARS_TEXT });

/**
 * Dollars as sent (dollarsField's rule and messages), turned into integer
 * cents by the parse itself: what a REST edge hands inward.
 */
export const dollarsAsCents = (message: string, o: { missing?: string; max?: number } = {}) =>
  dollarsField(message, o).transform((dollars) => dollarsToCents(dollars)!);

/** The most cents any amount may be: MAX_DOLLARS. */
export const MAX_CENTS = Math.round(MAX_DOLLARS * 100);

/** An amount in integer cents (inside, and GraphQL inputs): a whole number from 0 to max. */
export const centsField = (message: string, o: { max?: number } = {}) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(o.max ?? MAX_CENTS, { error: message });

/** The messages of an amount, by what the field is called ('Price', 'The float'). */
export const MONEY_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  dollars: (label: string) => `${label} must be an amount in dollars of 0 or more with at most 2 decimals, e.g. 12.50.`,
  cents: (label: string, min = 0, max = MAX_CENTS) => `${label} must be a whole number of cents from ${min} to ${max}.`,
} as const;

export interface MoneyRule {
  /** What the field is called in the cents message (and the default dollars message). */
  label: string;
  /** The dollars message, when the documented one is worded otherwise. */
  dollars?: string;
  /** The message for a missing amount at the REST edge. */
  missing?: string;
  /** Fewest and most cents allowed (0 and MAX_CENTS unless given). */
  min?: number;
  max?: number;
}

/**
 * One amount rule in both units: `cents` for GraphQL inputs and the domain
 * (integer cents), `dollars` for the REST edge (12.5 or "12.50", turned into
 * the same cents by the parse itself). The bounds are written once, and each
 * unit's message is made here from the label.
 */
export function money(rule: MoneyRule) {
  const min = rule.min ?? 0;
  const max = rule.max ?? MAX_CENTS;
  const centsMessage = MONEY_MESSAGES.cents(rule.label, min, max);
  const dollarsMessage = rule.dollars ?? MONEY_MESSAGES.dollars(rule.label);
  return {
    cents: centsField(centsMessage, { max }).min(min, { error: centsMessage }),
    // The bounds again in cents: a string of digits ("1000.01") is read by its pattern, not its size.
    dollars: dollarsAsCents(dollarsMessage, { missing: rule.missing, max: max / 100 }).refine(
      (c) => c >= min && c <= max,
      { error: dollarsMessage },
    ),
  };
}

/** A percentage from 0 to 100 with at most 3 decimals (8.875), as a number or a string. */
export const percentField = (message: string, o: { missing?: string } = {}) =>
  amountField({ message, missing: o.missing, max: 100, step: 0.001, text: PERCENT_TEXT });

/**
 * The digit strings from 1 to max, as one pattern (so the published schema
 * states the same range the number form has): shorter numbers freely, then
 * each number of max's length that is not above it.
 */
export function wholeNumberPattern(max: number): RegExp {
  const top = String(Math.trunc(max));
  const parts = top.length > 1 ? [`[1-9]\\d{0,${top.length - 2}}`] : [];
  for (let i = 0; i < top.length; i++) {
    const low = i === 0 ? 1 : 0;
    const digit = Number(top[i]);
    if (digit > low) parts.push(`${top.slice(0, i)}[${low}-${digit - 1}]\\d{${top.length - i - 1}}`);
  }
  parts.push(top);
  return new RegExp(`^(?:${parts.join('|')})$`);
}

export const OFFLINE_NUMBER_MESSAGE = 'An offline number is two letters or digits and a count, like K7-03.';
/** The provisional number a terminal printed an order with while offline ("K7-03"). */
export const offlineNumberField = z
  .string({ error: OFFLINE_NUMBER_MESSAGE })
  .regex(/^[A-Z2-9]{2}-\d{2,4}$/, { error: OFFLINE_NUMBER_MESSAGE });

export const PRINTED_AT_MESSAGE = 'printedAt is a moment in UTC, like 2026-11-25T23:05:00Z.';
/** When a terminal printed an order offline, by its own clock. */
export const printedAtField = z.iso.datetime({ error: PRINTED_AT_MESSAGE });

export const MENU_VERSION_MESSAGE = 'A menu version is a whole number from 1, as the menu read gave it.';
/** The version of the menu a terminal priced a line from (the menu read's `version`). */
export const menuVersionField = z
  .number({ error: MENU_VERSION_MESSAGE })
  .int({ error: MENU_VERSION_MESSAGE })
  .min(1, { error: MENU_VERSION_MESSAGE })
  .max(2_147_483_647, { error: MENU_VERSION_MESSAGE });

/** A span of whole minutes from min to max (a setting), one message for every way it can be wrong. */
export const minutesField = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A whole number from 1 to max (a quantity), as a number or a string of digits. */
export const wholeNumberField = (message: string, o: { max: number }) =>
  z.union(
    [
      z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(o.max, { error: message }),
      z.string({ error: message }).regex(wholeNumberPattern(o.max), { error: message }),
    ],
    { error: message },
  );

/** The IANA time zones this server knows, listed so a client can offer them (and a schema can enumerate them). */
export const TIME_ZONES: readonly [string, ...string[]] = (() => {
  const zones = Intl.supportedValuesOf('timeZone');
  // Intl lists canonical names; keep the one most restaurants' owners will type as well.
  return [...new Set(['UTC', ...zones])] as [string, ...string[]];
})();

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA zone, like America/New_York.';
export const timeZoneField = (message = TIME_ZONE_MESSAGE) => z.enum(TIME_ZONES, { error: message });

export const IDEMPOTENCY_MESSAGE = 'Idempotency-Key must be 1 to 200 visible characters.';
/**
 * An Idempotency-Key (a header at the REST edge, an argument in GraphQL): a
 * retry with the same key answers the first answer and writes nothing.
 */
export const idempotencyKey = z.string({ error: IDEMPOTENCY_MESSAGE }).regex(/^[\x21-\x7e]{1,200}$/, {
  error: IDEMPOTENCY_MESSAGE,
});
