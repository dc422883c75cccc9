import type { OrderType, Tender } from '../../../graphql/generated/graphql';
import { dollarsToCents, formatDollars, formatPercent } from '../../../ui/format/money';
import { formatDayTime, formatTime } from '../../../ui/format/dates';

/**
 * How a receipt reads (docs/product.md#receipt), as pure functions shared by the
 * receipt panel and the printed receipt.
 */

export interface ReceiptPart {
  text: string;
  /** 0: the bold title; 1: an indented sub-line (a modifier, a special's item); 2: a nested, bulleted line. */
  depth: 0 | 1 | 2;
}

export interface LineText {
  productName: string;
  /** The server's parts; one part (an open item, a plain product) means the name is all there is. */
  parts?: readonly { text: string; depth: number }[];
}

const depthOf = (depth: number): 0 | 1 | 2 => (depth <= 0 ? 0 : depth === 1 ? 1 : 2);

/**
 * A line name as receipt rows. The server writes a line's text as the title,
 * then "; " before each sub-line and ", " before a sub-line's own modifiers,
 * and sends the same as parts with depths. A name with a semicolon or comma
 * and no parts (an open item, an old line) is split the same way: the first
 * piece is the bold title; pieces after a semicolon are indented sub-lines;
 * pieces after a comma are nested under the line before them, with a bullet
 * (after the title itself, a comma starts a sub-line).
 */
export function receiptParts(line: LineText): ReceiptPart[] {
  if (line.parts && line.parts.length > 1) {
    return line.parts.map((part) => ({ text: part.text, depth: depthOf(part.depth) }));
  }
  return splitLineText(line.productName);
}

export function splitLineText(text: string): ReceiptPart[] {
  const rows: ReceiptPart[] = [];
  text.split(';').forEach((segment, segmentIndex) => {
    segment.split(',').forEach((piece, pieceIndex) => {
      const trimmed = piece.trim();
      if (!trimmed) return;
      if (segmentIndex === 0) rows.push({ text: trimmed, depth: rows.length === 0 ? 0 : 1 });
      else rows.push({ text: trimmed, depth: pieceIndex === 0 ? 1 : 2 });
    });
  });
  return rows.length ? rows : [{ text: text.trim(), depth: 0 }];
}

/** Half toppings read "½ L" / "½ R" (docs/product.md#halves); the server writes them so, this finds them. */
export function halfOf(text: string): 'left' | 'right' | null {
  if (/½\s*L\b/.test(text)) return 'left';
  if (/½\s*R\b/.test(text)) return 'right';
  return null;
}

export { ORDER_TYPE_WORD } from '../../orders/OrderBadges';

export interface TotalsFigures {
  orderType: OrderType;
  subtotalCents: number;
  deliveryChargeCents: number;
  taxPercentage: number;
  taxCents: number;
  totalCents: number;
}

export interface TotalsRow {
  label: string;
  amount: string;
  grand?: boolean;
}

/**
 * Total (the subtotal), Delivery Charge on delivery orders only, Tax with its
 * percentage, and the Grand Total (docs/product.md#receipt), with 2 decimals.
 */
export function totalsRows(figures: TotalsFigures): TotalsRow[] {
  const rows: TotalsRow[] = [{ label: 'Total', amount: formatDollars(figures.subtotalCents) }];
  if (figures.orderType === 'delivery') {
    rows.push({ label: 'Delivery Charge', amount: formatDollars(figures.deliveryChargeCents) });
  }
  rows.push({ label: `Tax (${formatPercent(figures.taxPercentage)})`, amount: formatDollars(figures.taxCents) });
  rows.push({ label: 'Grand Total', amount: formatDollars(figures.totalCents), grand: true });
  return rows;
}

export interface TenderFigures {
  tender: Tender | null;
  cashGivenCents: number | null;
  changeDueCents: number | null;
  /** The tip its card payments carried (decision 0080): apart from the grand total, which the card was charged with. */
  tipCents?: number;
  totalCents?: number;
  /** A split's parts that went through (decision 0084): each printed on its own row. */
  parts?: readonly { kind: string; amountCents: number }[];
}

export const TENDER_WORD: Record<Tender, string> = { cash: 'Cash', card: 'Card', door: 'Pay at the door' };

/** How the order is paid, as receipt rows: nothing until a print records it. */
export function tenderRows(figures: TenderFigures): TotalsRow[] {
  if (!figures.tender) return [];
  // Split in parts: each part as it was paid, and the tips apart.
  if (figures.parts && figures.parts.length > 1)
    return [
      ...figures.parts.map((p) => ({
        label: p.kind === 'cash' ? 'Paid in cash' : 'Paid by card',
        amount: formatDollars(p.amountCents),
      })),
      ...(figures.tipCents ? [{ label: 'Tip', amount: formatDollars(figures.tipCents) }] : []),
    ];
  // Cash without an amount (docs/product.md#receipt): said like a card.
  if (figures.tender !== 'cash' || figures.cashGivenCents === null)
    return [{ label: 'Paid by', amount: TENDER_WORD[figures.tender] }, ...tipRows(figures)];
  const rows: TotalsRow[] = [{ label: 'Cash', amount: formatDollars(figures.cashGivenCents ?? 0) }];
  if (figures.changeDueCents !== null) rows.push({ label: 'Change', amount: formatDollars(figures.changeDueCents) });
  return rows;
}

/** A card's tip and what the card was charged in all, when the customer gave one. */
function tipRows(figures: TenderFigures): TotalsRow[] {
  if (!figures.tipCents) return [];
  const rows = [{ label: 'Tip', amount: formatDollars(figures.tipCents) }];
  if (figures.totalCents === undefined) return rows;
  return [...rows, { label: 'Charged to the card', amount: formatDollars(figures.totalCents + figures.tipCents) }];
}

/** The change for cash handed over, or null when it does not cover the grand total. */
export function changeDue(totalCents: number, cashGivenCents: number | null): number | null {
  if (cashGivenCents === null || cashGivenCents < totalCents) return null;
  return cashGivenCents - totalCents;
}

/** A line's quantity before its title: "2 × Large Pizza"; one is left unsaid. */
export function withQuantity(title: string, quantity: number): string {
  return quantity > 1 ? `${quantity} × ${title}` : title;
}

export const CASH_SHORT_MESSAGE = 'The cash given is less than the grand total.';

export interface TenderChoice {
  method: Tender | null;
  /** Dollars as typed. */
  cashGiven: string;
  /** The cashier tapped a method (or took it off); until then the order's type proposes one (tenderOf). */
  chosen?: boolean;
}

export const NO_TENDER: TenderChoice = { method: null, cashGiven: '' };

/**
 * How the order is paid: the cashier's choice, else 'Pay at the door' for a delivery, which usually is. An order
 * a print already recorded a tender for proposes none: its reprint sends no tender (another one is refused, and
 * changes only by a tender correction, docs/decisions/0071-one-ledger.md).
 */
export function tenderOf(
  choice: TenderChoice,
  orderType: OrderType | null,
  recorded: Tender | null = null,
): TenderChoice {
  if (choice.chosen || choice.method) return choice;
  if (recorded) return { ...choice, method: null };
  return { ...choice, method: orderType === 'delivery' ? 'door' : null };
}

/** What stops a print with this tender, or null. Cash without an amount prints (counted at the door or later). */
export function tenderProblem(choice: TenderChoice, totalCents: number): string | null {
  if (choice.method !== 'cash' || !choice.cashGiven.trim()) return null;
  const given = dollarsToCents(choice.cashGiven);
  if (given === null) return 'Enter the cash given, like 40.00.';
  return given < totalCents ? CASH_SHORT_MESSAGE : null;
}

/** Amounts a customer is likely to hand over: exact, then the next $5, $10 and $20. */
export function quickCash(totalCents: number): number[] {
  const up = (step: number) => Math.ceil(totalCents / step) * step;
  return [...new Set([totalCents, up(500), up(1000), up(2000)])].filter((cents) => cents >= totalCents).slice(0, 4);
}

/** "Driver Dana Driver · delivered Nov 18, 2026, 21:42", "Out with Dana Driver", or null when no driver took it. */
export function driverLine(
  trip: { driverName: string; outAt?: string | null; deliveredAtLocal?: string | null } | null | undefined,
): string | null {
  if (!trip) return null;
  if (trip.deliveredAtLocal) return `Driver ${trip.driverName} · delivered ${formatDayTime(trip.deliveredAtLocal)}`;
  return trip.outAt ? `Out with ${trip.driverName}` : `Given to ${trip.driverName}`;
}

/**
 * Where the order is in the kitchen (docs/product.md#kitchen-display): 'In kitchen since 18:05' from its
 * first print, 'Ready 18:17 · Kim' once the kitchen marked it; nothing for an order not printed or voided.
 */
export function kitchenLine(order: {
  printCount: number;
  voided: boolean;
  firstPrintedAt?: string | null;
  readyAt?: string | null;
  readyBy?: string | null;
  timeZone: string;
}): string | null {
  if (order.voided || order.printCount === 0 || !order.firstPrintedAt) return null;
  if (order.readyAt) {
    return `Ready ${formatTime(order.readyAt, order.timeZone)}${order.readyBy ? ` · ${order.readyBy}` : ''}`;
  }
  return `In kitchen since ${formatTime(order.firstPrintedAt, order.timeZone)}`;
}

/**
 * The stamp at the top of a reprint ('REPRINT 1 · Nov 22, 2026, 18:05',
 * docs/product.md#receipt), written here from the print's number and time so
 * it reads like every other time on the screen; none on the first print.
 */
export function reprintStamp(print: { number: number; printedAtLocal: string }): string | null {
  return print.number > 1 ? `REPRINT ${print.number - 1} · ${formatDayTime(print.printedAtLocal)}` : null;
}

/** What an online customer typed when their phone matched a counter customer with another name or address. */
export interface TypedCustomer {
  fullName: string;
  phoneNumber: string;
  street1: string;
  street2: string;
  city: string;
  zipcode: string;
  matchedName?: string | null;
  matchedAddress?: string | null;
}

/** "12 Elm St, Apt 2, Springfield 62701": the typed address on one line, empty parts left out. */
export function typedAddress(typed: Pick<TypedCustomer, 'street1' | 'street2' | 'city' | 'zipcode'>): string {
  const town = [typed.city, typed.zipcode].filter(Boolean).join(' ');
  return [typed.street1, typed.street2, town].filter(Boolean).join(', ');
}

/**
 * "Phone matches Rita Regular (12 Elm St, Springfield): not changed" (docs/decisions/0071-one-ledger.md): the
 * counter's customer is never rewritten by what was typed online; null when the phone matched no one.
 */
export function typedMatchNote(typed: Pick<TypedCustomer, 'matchedName' | 'matchedAddress'>): string | null {
  if (!typed.matchedName) return null;
  const where = typed.matchedAddress ? ` (${typed.matchedAddress})` : '';
  return `Phone matches ${typed.matchedName}${where}: not changed`;
}
