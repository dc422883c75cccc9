import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The architecture is kept by lint (eslint.config.mjs): each case is a line of
 * code in a file of some folder, and whether lint refuses the import.
 */
const CASES: [file: string, code: string, refused: boolean][] = [
  ['services/auth/src/x.ts', "import { dollars } from '@zest/menu/inputs';", true],
  ['services/menu/test/x.ts', "import { createResolvers } from '@zest/auth/resolvers';", true],
  ['services/menu/src/x.ts', "import { isId } from '@zest/kit';", false],
  ['services/kit/src/x.ts', "import { menuName } from '@zest/menu/inputs';", true],
  ['gateway/src/x.ts', "import '@zest/menu';", true],
  ['gateway/src/x.ts', "import { MenuScope } from '@zest/menu/menu/scope';", true],
  ['gateway/src/x.ts', "import { menuName } from '@zest/menu/inputs';", false],
  ['gateway/test/x.ts', "import { createResolvers } from '@zest/menu/resolvers';", false],
  ['services/menu/src/resolvers/x.ts', "import { eq } from 'drizzle-orm';", true],
  ['services/menu/src/resolvers/x.ts', "import { sides } from '../db/schema';", true],
  ['services/menu/src/specials/x.ts', "import { eq } from 'drizzle-orm';", false],
  ['services/menu/src/x.ts', "import { x } from '../../auth/src/inputs';", true],
  // The domain owns its models: nothing under src/ but resolvers/, main.ts and generated/ imports resolvers/.
  ['services/orders/src/orders/x.ts', "import type { OrderModel } from '../resolvers/models';", true],
  ['services/orders/src/x.ts', "import { createResolvers } from './resolvers';", true],
  ['services/orders/src/orders/x.ts', "import type { OrderModel } from './models';", false],
  ['services/orders/src/main.ts', "import { createResolvers } from './resolvers';", false],
  ['services/orders/src/resolvers/x.ts', "import { toOrder } from './orders';", false],
  // Bench and demo code is in no package's exports: the tools reach it through tools/service-code.ts only.
  ['tools/bench/x.ts', "import { storeCeiling } from '@zest/orders/dist/bench';", true],
  ['tools/bench/x.ts', "import { storeCeiling } from '../../services/orders/dist/bench/index.js';", true],
  ['tools/bench/x.ts', "import { storeCeiling } from '../service-code';", false],
  ['services/orders/src/x.ts', "import { priceLine } from '@zest/pricing';", false],
  ['services/pricing/src/x.ts', "import { halfUp } from './toppings';", false],
  ['services/pricing/src/x.ts', "import { isId } from '@zest/kit';", true],
  ['services/pricing/src/x.ts', "import { readFileSync } from 'node:fs';", true],
  // The kit's folders import only the ones before them: core < data < events < access < ops < http.
  ['services/kit/src/data/x.ts', "import { conflict } from '../core/errors';", false],
  ['services/kit/src/data/x.ts', "import { createMetrics } from '../ops/metrics';", true],
  ['services/kit/src/data/x.ts', "import { within } from '../http/http';", true],
  ['services/kit/src/access/x.ts', "import { startProjection } from '../events/projection';", false],
  ['services/kit/src/access/x.ts', "import { auditEntries } from '../ops/audit';", true],
  ['services/kit/src/events/x.ts', "import { requireAccess } from '../access/access';", true],
  ['services/kit/src/core/x.ts', "import { runPrepared } from '../data/prepared';", true],
  ['services/kit/src/ops/x.ts', "import { guarded } from '../access/guards';", false],
  ['services/kit/src/http/x.ts', "import { createMetrics } from '../ops/metrics';", false],
  ['services/kit/src/http/x.ts', "import { isId } from '..';", true],
  ['services/kit/src/ops/x.ts', "import { menuName } from '@zest/menu/inputs';", true],
  ['services/menu/src/x.ts', "import { guarded } from '@zest/kit/access';", false],
  ['services/menu/src/x.ts', "import { guarded } from '@zest/kit/src/access';", true],
  ['gateway/src/x.ts', "import { createMetrics } from '@zest/kit/ops';", false],
];

/** ESLint's config is an ES module: the cases are linted in one child process. */
const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const [file, code] of cases) {
  const [result] = await eslint.lintText(code + '\\nexport {};\\n', { filePath: file });
  out.push(result.messages.some((m) => m.ruleId === 'no-restricted-imports'));
}
process.stdout.write(JSON.stringify(out));
`;

it('refuses the imports that cross the architecture, and only those', () => {
  const root = join(__dirname, '..');
  const answer = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(CASES)], {
    cwd: root,
    encoding: 'utf8',
  });
  const refused = JSON.parse(answer) as boolean[];
  expect(CASES.map(([file, code], i) => [file, code, refused[i]])).toEqual(CASES);
});

/** A role compared by hand (the kit's access module and the web's roles module decide): each case and whether lint refuses it. */
const COMPARE = "export const f = (v: { role: string }) => v.role === 'driver';";
const ROLE_CASES: [file: string, code: string, refused: boolean][] = [
  ['services/drivers/src/trips/x.ts', COMPARE, true],
  ['gateway/src/x.ts', "export const f = (role: string) => 'admin' !== role;", true],
  ['web/src/features/drivers/x.ts', COMPARE, true],
  ['services/kit/src/access/access.ts', COMPARE, false],
  ['web/src/features/session/roles.ts', COMPARE, false],
  ['services/drivers/test/x.ts', COMPARE, false],
  ['services/drivers/src/x.ts', "export const f = (e: { event: string }) => e.event === 'order';", false],
];

const LINT_ROLES = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const out = [];
for (const [file, code] of cases) {
  const [result] = await eslint.lintText(code + '\\n', { filePath: file });
  out.push(result.messages.some((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('compare a role')));
}
process.stdout.write(JSON.stringify(out));
`;

it('refuses a role compared outside the access modules, and only there', () => {
  const root = join(__dirname, '..');
  const answer = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_ROLES, JSON.stringify(ROLE_CASES)], {
    cwd: root,
    encoding: 'utf8',
  });
  const refused = JSON.parse(answer) as boolean[];
  expect(ROLE_CASES.map(([file, code], i) => [file, code, refused[i]])).toEqual(ROLE_CASES);
});
