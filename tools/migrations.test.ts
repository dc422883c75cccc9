import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_TRANSACTION } from '@zest/kit';

/**
 * Migrations stay safe to run while the release before serves
 * (docs/decisions/0077-migrations-and-the-pooler.md), from the first
 * migration after these on: an index on a table that already exists is
 * built CONCURRENTLY, in a migration of its own marked to run outside a
 * transaction, re-runnable; nothing is renamed; a table or column is dropped
 * only once no code reads it (`-- zest: contract`), a release after the one
 * that stopped reading it. The migrations up to these were applied long ago
 * and stay as they are: drizzle skips an applied migration by its position,
 * so an edit would only reach new databases.
 */
const APPLIED_BEFORE_THE_RULE: Record<string, number> = { auth: 6, billing: 0, menu: 9, orders: 30, drivers: 9 };

const ROOT = join(__dirname, '..');
const CONTRACT = /^--\s*zest: contract\b/m;
const statementsOf = (text: string) =>
  text
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/--[^\n]*/g, '').trim())
    .filter(Boolean);
const ident = String.raw`(?:"([^"]+)"|([a-z_][a-z0-9_]*))`;
const nameOf = (m: RegExpMatchArray, at: number) => m[at] ?? m[at + 1] ?? '';

/** What is wrong with one new migration of a service; `readBy(name)`: whether the service's code names it. */
export function migrationFaults(text: string, readBy: (name: string) => boolean): string[] {
  const faults: string[] = [];
  const statements = statementsOf(text);
  const outside = text.trimStart().startsWith(NO_TRANSACTION);
  const created = new Set(
    statements.flatMap((s) => {
      const m = s.match(new RegExp(String.raw`^CREATE TABLE (?:IF NOT EXISTS )?(?:"?public"?\.)?${ident}`, 'i'));
      return m ? [nameOf(m, 1)] : [];
    }),
  );
  for (const s of statements) {
    const index = s.match(
      new RegExp(
        String.raw`^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?.*? ON (?:ONLY )?(?:"?public"?\.)?${ident}`,
        'is',
      ),
    );
    if (index && !index[1] && !created.has(nameOf(index, 2)))
      faults.push(`an index on ${nameOf(index, 2)}, which holds rows, built without CONCURRENTLY: ${s.slice(0, 80)}`);
    if (outside && !/^(CREATE (UNIQUE )?INDEX CONCURRENTLY IF NOT EXISTS|DROP INDEX CONCURRENTLY IF EXISTS)\b/i.test(s))
      faults.push(
        `a migration outside a transaction holds only re-runnable CONCURRENTLY index statements: ${s.slice(0, 80)}`,
      );
    if (!outside && /\bCONCURRENTLY\b/i.test(s))
      faults.push(`CONCURRENTLY runs only in a migration whose first line is "${NO_TRANSACTION}"`);
    if (/^ALTER TABLE\b[\s\S]*\bRENAME\b/i.test(s))
      faults.push(`a rename breaks the release before, which still uses the old name: ${s.slice(0, 80)}`);
    const dropped = [
      ...s.matchAll(new RegExp(String.raw`\bDROP COLUMN (?:IF EXISTS )?${ident}`, 'gi')),
      ...s.matchAll(new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?(?:"?public"?\.)?${ident}`, 'gi')),
    ].map((m) => nameOf(m, 1));
    for (const name of dropped) {
      if (!CONTRACT.test(text))
        faults.push(`${name} is dropped without "-- zest: contract" (no code of the release before reads it)`);
      else if (readBy(name)) faults.push(`${name} is dropped while this release's code still names it`);
    }
  }
  return faults;
}

/** Every file of a service's src/, for whether a table or column is still named there. */
function sourceOf(service: string): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.ts')) texts.push(readFileSync(join(dir, entry.name), 'utf8'));
    }
  };
  walk(join(ROOT, 'services', service, 'src'));
  return texts.join('\n');
}

describe('migrations from now on', () => {
  it('are each safe beside the release before', () => {
    const faults: string[] = [];
    for (const [service, last] of Object.entries(APPLIED_BEFORE_THE_RULE)) {
      const folder = join(ROOT, 'services', service, 'migrations');
      const source = sourceOf(service);
      const readBy = (name: string) => new RegExp(`['"\`]${name}['"\`]`).test(source);
      for (const file of readdirSync(folder).filter((f) => /^\d{4}_.*\.sql$/.test(f))) {
        if (Number(file.slice(0, 4)) <= last) continue;
        const text = readFileSync(join(folder, file), 'utf8');
        faults.push(...migrationFaults(text, readBy).map((f) => `${service}/migrations/${file}: ${f}`));
      }
    }
    expect(faults).toEqual([]);
  });

  it('refuses what would lock a busy table or break the release before', () => {
    const readBy = (name: string) => name === 'phone';
    const refused = (text: string) => migrationFaults(text, readBy).length > 0;
    expect(refused('CREATE INDEX "orders_x" ON "orders" USING btree ("x");')).toBe(true);
    expect(refused('CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_x" ON "orders" ("x");')).toBe(true);
    expect(refused(`${NO_TRANSACTION}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_x" ON "orders" ("x");`)).toBe(
      false,
    );
    expect(refused(`${NO_TRANSACTION}\nCREATE INDEX CONCURRENTLY "orders_x" ON "orders" ("x");`)).toBe(true);
    expect(refused(`${NO_TRANSACTION}\nALTER TABLE "orders" ADD COLUMN "y" int;`)).toBe(true);
    expect(
      refused('CREATE TABLE "tips" ("id" uuid);--> statement-breakpoint\nCREATE INDEX "tips_id" ON "tips" ("id");'),
    ).toBe(false);
    expect(refused('ALTER TABLE "orders" RENAME COLUMN "note" TO "notes";')).toBe(true);
    expect(refused('ALTER TABLE "orders" DROP COLUMN "legacy";')).toBe(true);
    expect(refused('-- zest: contract: unread since 0031\nALTER TABLE "orders" DROP COLUMN "legacy";')).toBe(false);
    expect(refused('-- zest: contract: unread since 0031\nALTER TABLE "customers" DROP COLUMN "phone";')).toBe(true);
    expect(refused('-- zest: contract\nDROP TABLE IF EXISTS "phone";')).toBe(true);
  });
});
