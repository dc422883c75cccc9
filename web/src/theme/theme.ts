/**
 * The spacing scale: every margin, padding, gap and offset between things is
 * a whole number of 4 px steps (half a step, 2 px, only for the insets of
 * small badges). A step outside the scale does not type-check.
 */
export type SpaceStep = 0 | 0.5 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 14 | 16 | 18 | 20 | 24;
const SPACE_UNIT_PX = 4;

/** `space(4)` is "16px"; `space(7, 7, 6)` is "28px 28px 24px", for the shorthands. */
export function space(...steps: SpaceStep[]): string {
  return steps.map((step) => `${step * SPACE_UNIT_PX}px`).join(' ');
}

/**
 * The one place colours, type and spacing are decided. Components read these
 * through styled-components' theme (or `space` and `media` directly); nothing
 * else hard-codes a colour or a spacing.
 */
export const theme = {
  colors: {
    // Warm paprika for actions, basil for success, saffron for highlights.
    primary: '#b2400f',
    primaryHover: '#8f330c',
    primarySoft: '#fde9dc',
    onPrimary: '#ffffff',
    accent: '#2f6b4f',
    accentSoft: '#e3f1e9',
    highlight: '#f2a93b',
    highlightSoft: '#fff3d6',
    ink: '#1f1a17',
    inkMuted: '#5b514b',
    inkSubtle: '#7a6f68',
    page: '#fffaf5',
    surface: '#ffffff',
    surfaceSunken: '#f7efe6',
    border: '#e8dccf',
    borderStrong: '#c9b8a8',
    night: '#241c18',
    nightMuted: '#cbbfb5',
    onNight: '#fdf6ef',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    dangerBorder: '#f3b8b2',
    success: '#1d6b43',
    successSoft: '#e6f4ec',
    successBorder: '#a9d6bd',
    focus: '#1d4ed8',
    // Employee role badges (docs/product.md#employee-list): cashier blue, driver green, every other role yellow.
    roleCashier: '#1e4a9c',
    roleCashierSoft: '#e4ecfb',
    roleDriver: '#1d6b43',
    roleDriverSoft: '#e6f4ec',
    roleOther: '#7a4c05',
    roleOtherSoft: '#fff1c9',
    // Order type badges (docs/product.md#order-types), always with the word: delivery blue, pickup green, to go purple.
    orderDelivery: '#1e4a9c',
    orderDeliverySoft: '#e4ecfb',
    orderPickup: '#1d6b43',
    orderPickupSoft: '#e6f4ec',
    orderTogo: '#6b2fa0',
    orderTogoSoft: '#f1e8fa',
    overlay: 'rgba(31, 26, 23, 0.45)',
    shadow: 'rgba(61, 38, 20, 0.10)',
    shadowStrong: 'rgba(61, 38, 20, 0.18)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
  radii: { small: '6px', medium: '10px', large: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(61, 38, 20, 0.06), 0 4px 16px rgba(61, 38, 20, 0.08)',
    raised: '0 12px 32px rgba(61, 38, 20, 0.16)',
  },
  layout: { maxWidth: '1160px', narrowWidth: '460px', gutter: space(5) },
  breakpoints: { phone: '600px', tablet: '880px' },
  space,
} as const;

export type ZestTheme = typeof theme;

/** Media query helpers, so breakpoints are spelled once. */
export const media = {
  phone: `@media (max-width: ${theme.breakpoints.phone})`,
  tablet: `@media (max-width: ${theme.breakpoints.tablet})`,
  aboveTablet: `@media (min-width: calc(${theme.breakpoints.tablet} + 1px))`,
} as const;
