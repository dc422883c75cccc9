/**
 * Every subgraph of the platform, in one list. Adding a service means adding
 * its folder under services/ and one line here: the launcher starts it, the
 * supergraph composes it, the gateway routes to it and /readyz waits for it.
 */
export interface ServiceDefinition {
  /** Subgraph name, folder under services/, and prefix of its env (AUTH_URL, AUTH_DATABASE_URL). */
  readonly name: string;
  /** Default port when run on its own (the launcher assigns ports from the gateway's). */
  readonly port: number;
  /** The service's own PostgreSQL database. */
  readonly database: string;
}

export const SERVICES: readonly ServiceDefinition[] = [
  { name: 'auth', port: 4001, database: 'zest_auth' },
  { name: 'billing', port: 4002, database: 'zest_billing' },
  { name: 'menu', port: 4003, database: 'zest_menu' },
];

export function serviceNamed(name: string): ServiceDefinition {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`Unknown service "${name}"`);
  return found;
}

/** Env prefix of a service: auth -> AUTH. */
export function envPrefix(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

/** The public demo account (spec §6): created at start, exempt from plan limits. */
export const DEMO_ACCOUNT = { email: 'demo@zestpos.app', password: 'zest-demo', fullname: 'Demo Owner' } as const;
