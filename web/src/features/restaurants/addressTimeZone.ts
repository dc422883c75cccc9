/**
 * A restaurant's time zone guessed from its address (docs/product.md#restaurant-fields): the
 * US state or ZIP code it names, else the browser's own clock. The owner sees the guess on the
 * form and may change it; the server only checks that it is an IANA zone.
 *
 * A small table, not a geocoder: a state that spans two zones gets the zone most of its people
 * live in, and the ZIP prefixes below name the larger exceptions (the Florida panhandle,
 * El Paso, East Tennessee…).
 */

const STATE_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

const STATE_NAMES: Readonly<Record<string, string>> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'puerto rico': 'PR',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};

/** First three ZIP digits (inclusive ranges) to the state they belong to (USPS prefixes). */
const ZIP_STATES: readonly (readonly [number, number, string])[] = [
  [6, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** ZIP prefixes on the other side of a zone line from the rest of their state. */
const ZIP_ZONES: readonly (readonly [number, number, string])[] = [
  [324, 325, 'America/Chicago'], // Florida panhandle (Pensacola, Panama City)
  [376, 379, 'America/New_York'], // East Tennessee (Knoxville, Chattanooga, the Tri-Cities)
  [577, 577, 'America/Denver'], // West River South Dakota (Rapid City)
  [798, 799, 'America/Denver'], // El Paso
  [885, 885, 'America/Denver'], // El Paso
  [838, 838, 'America/Los_Angeles'], // North Idaho (Coeur d'Alene)
];

export interface AddressTimeZone {
  zone: string;
  /** What it was read from: "IL", "ZIP 60606". */
  from: string;
}

function inRange(table: readonly (readonly [number, number, string])[], prefix: number): string | null {
  return table.find(([low, high]) => prefix >= low && prefix <= high)?.[2] ?? null;
}

/**
 * The zone an address names, or null when it names no US state or ZIP code.
 * "233 S Wacker Dr, Chicago, IL 60606" → America/Chicago (from its ZIP);
 * "1 Main St, Springfield, Illinois" → America/Chicago (from the state's name).
 */
export function timeZoneFromAddress(address: string): AddressTimeZone | null {
  const text = address.trim();
  if (!text) return null;
  // A ZIP after a comma or a state code, never a house number at the start.
  const zips = [...text.matchAll(/(?:,|\b[A-Za-z]{2}\.?)\s*(\d{5})(?:-\d{4})?\b/g)];
  const code = zips.at(-1)?.[1];
  if (code) {
    const prefix = Number(code.slice(0, 3));
    const state = inRange(ZIP_STATES, prefix);
    if (state) return { zone: inRange(ZIP_ZONES, prefix) ?? STATE_ZONES[state]!, from: `ZIP ${code}` };
  }
  // A two-letter state after a comma ("Chicago, IL", "Chicago, IL, USA"), in capitals or not.
  const parts = text
    .split(',')
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter((part) => part && !/^(usa|us|u\.s\.a?|united states( of america)?)$/i.test(part));
  for (let i = parts.length - 1; i >= 1; i--) {
    const words = parts[i]!.split(/\s+/);
    const code = words[0]!.toUpperCase();
    if (code.length === 2 && STATE_ZONES[code]) return { zone: STATE_ZONES[code], from: code };
    const named = STATE_NAMES[parts[i]!.replace(/\s+\d{5}(-\d{4})?$/, '').toLowerCase()];
    if (named) return { zone: STATE_ZONES[named]!, from: named };
  }
  return null;
}

/** The browser's own zone, when it names one (the fallback when the address names none). */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}
