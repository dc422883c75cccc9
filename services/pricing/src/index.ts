/**
 * @zest/pricing: the order-line price rules, the discounts and the order
 * totals, pure (no I/O, no dependencies), so the terminal's preview and the
 * orders service that decides the price are the same code
 * (docs/decisions/0039-one-pricing-module.md).
 */
export * from './toppings';
export * from './lines';
export * from './discounts';
export * from './totals';
export * from './sold-out';
