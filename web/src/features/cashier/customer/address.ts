/**
 * The city and zipcode of a restaurant's one-line address, to start a new
 * customer's (docs/decisions/0029-customer-city-from-restaurant.md): a US
 * address ends "…, City, ST 12345" (or "…, City ST 12345", with a ZIP+4 or a
 * trailing "USA"). What it cannot read it leaves empty: an empty field is
 * better than a wrong one.
 */
export function cityAndZipcode(fullAddress: string): { city: string; zipcode: string } {
  const parts = fullAddress
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (/^(usa|us|united states( of america)?)$/i.test(parts.at(-1) ?? '')) parts.pop();
  const last = parts.at(-1) ?? '';
  const stateAndZip = /^(?:(.*\S)\s+)?([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/.exec(last);
  if (!stateAndZip) return { city: '', zipcode: '' };
  const [, cityBeforeState, , zipcode] = stateAndZip;
  // "Springfield IL 62701" holds the city itself; "IL 62701" leaves it to the part before.
  const city = cityBeforeState ?? (parts.length > 2 ? parts.at(-2)! : '');
  return { city, zipcode: zipcode! };
}
