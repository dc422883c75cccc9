/** The terminal's side of the price rules: the shared module the ordering page reads too (ui/format/menuPricing.ts). */
export * from '../../../ui/format/menuPricing';
