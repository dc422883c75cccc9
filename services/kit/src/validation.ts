import { z } from 'zod';

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

/** An id in a path or body: a UUID. */
export const id = (message = 'Not found.') => z.string({ error: message }).regex(UUID_PATTERN, { error: message });
