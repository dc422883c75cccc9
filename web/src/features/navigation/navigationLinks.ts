import { canManageRestaurants, isAdmin, isDemoUser, paths } from '../session/account';
import type { SessionUser } from '../session/sessionStore';

export interface NavigationLink {
  label: string;
  to: string;
  /** Matched exactly (Home), not as a prefix. */
  end?: boolean;
}

/** The top bar's links for who is looking (docs/product.md#navigation Navigation). */
export function navigationLinksFor(user: SessionUser | null): NavigationLink[] {
  const links: NavigationLink[] = [{ label: 'Home', to: '/', end: true }];
  if (user) {
    if (canManageRestaurants(user)) links.push({ label: 'Restaurant Dashboard', to: paths.restaurants(user.id) });
    if (!isDemoUser(user)) {
      links.push({ label: 'Dashboard', to: paths.billing(user.id) });
      links.push({ label: 'Plans', to: '/plans' });
    }
    if (isAdmin(user)) links.push({ label: 'Console', to: paths.console });
  } else {
    links.push({ label: 'Plans', to: '/plans' });
    links.push({ label: 'About Us', to: '/aboutus' });
  }
  links.push({ label: 'Contact Us', to: '/contactus' });
  return links;
}
