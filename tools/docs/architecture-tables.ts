import {
  allQueues,
  EVENT_FLOWS,
  GATEWAY,
  PERMISSIONS,
  ROLES,
  type RoleDefinition,
  SERVICES,
  type EventFlow,
  type ServiceDefinition,
} from '@zest/kit';
import { decisions, kit } from './house-tables';

/**
 * The parts of docs/architecture.md that the kit's registries already say
 * (services.ts, wiring.ts, the access table): written between markers by
 * `npm run docs`, and a test fails when the committed file differs.
 */
export const ARCHITECTURE = 'docs/architecture.md';

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const code = (name: string) => `\`${name}\``;
const list = (names: readonly string[]) => names.join(', ') || 'none';

/** What a service keeps from others' events, by projection name. */
const keptBy = (service: string) => EVENT_FLOWS.filter((f) => f.consumers.includes(service));

function services(): string {
  const rows = SERVICES.map((s: ServiceDefinition) => [
    s.name,
    s.owns,
    code(s.database),
    String(s.port),
    list(keptBy(s.name).map((f) => `${f.projection.split(' ')[0]} (${f.publisher})`)),
  ]);
  return table(
    ['service', 'owns', 'database', 'default port', 'keeps a copy of'],
    [[GATEWAY.name, GATEWAY.owns, 'none', String(GATEWAY.port), 'none'], ...rows],
  );
}

function databases(): string {
  return table(
    ['database', 'service', 'copies kept from events', 'audit trail'],
    SERVICES.map((s) => [
      code(s.database),
      s.name,
      list(keptBy(s.name).map((f) => f.projection.split(' ')[0]!)),
      s.audit ? 'yes' : 'no',
    ]),
  );
}

const queuesOf = (f: EventFlow) => {
  const queues = list([...new Set(f.consumers.map(f.queueOf))].map(code));
  return f.stream ? `stream ${code(f.stream)}, group per consumer (${queues})` : queues;
};

function events(): string {
  return table(
    ['event', 'publisher', 'consumers', 'queue or stream', 'replay and check queue'],
    EVENT_FLOWS.map((f) => [code(f.event), f.publisher, list(f.consumers), queuesOf(f), code(f.replayQueue)]),
  );
}

function projections(): string {
  return table(
    ['projection', 'consumer', 'source', 'replay and check queue'],
    EVENT_FLOWS.map((f) => [f.projection, list(f.consumers), f.source, code(f.replayQueue)]),
  );
}

function queues(): string {
  return table(
    ['queue', 'producer', 'consumer', 'carries'],
    allQueues().map((q) => [code(q.name), q.producer, q.consumer, q.carries]),
  );
}

/** Every role of the kit's registry: how its session opens, what it is for, and the permissions the access table admits it to. */
function roles(): string {
  const byRole = new Map<string, string[]>();
  for (const [permission, rule] of Object.entries(PERMISSIONS)) {
    for (const principal of rule.principals) byRole.set(principal, [...(byRole.get(principal) ?? []), permission]);
  }
  const sessions: Record<RoleDefinition['session'], string> = {
    account: 'account (password)',
    'security-pin': 'the security PIN',
    'employee-pin': 'own PIN at its screen',
    none: 'none',
  };
  return table(
    ['role', 'session', 'what it is for', 'permissions it is admitted to'],
    [
      ['anonymous', 'none', 'anyone, signed in or not', (byRole.get('anonymous') ?? []).map(code).join(', ')],
      ...Object.entries(ROLES).map(([role, def]: [string, RoleDefinition]) => [
        role,
        sessions[def.session],
        def.summary,
        (byRole.get(role) ?? []).map(code).join(', ') || 'none (no session)',
      ]),
    ],
  );
}

/** The overview's diagram: the browser, the gateway, every service and its database, every event's arrows (replays go back the other way). */
function overview(): string {
  const lines = [
    'flowchart LR',
    '  browser["Browser: web app"] -->|"/graphql and /api"| gateway["gateway: Apollo Gateway, REST tables, web app"]',
    '  stripe["Stripe"] -->|"signed webhooks"| gateway',
    ...SERVICES.map((s) => `  gateway --> ${s.name}["${s.name}"]`),
    ...SERVICES.map((s) => `  ${s.name} --- ${s.name}db[("${s.database}")]`),
    ...EVENT_FLOWS.flatMap((f) => f.consumers.map((c) => `  ${f.publisher} -->|"${f.event} (${f.queueOf(c)})"| ${c}`)),
    '  orders -->|"order and driver notices (Redis stream)"| gateway',
    '  drivers -->|"driver notices (Redis stream)"| gateway',
    '  menu -->|"menu notices (Redis stream)"| gateway',
    '  redis[("Redis: queues, deny-list, throttles, caches, notices")]',
    '  gateway --- redis',
  ];
  return ['```mermaid', ...lines, '```'].join('\n');
}

/** Every generated part, by its marker's name. */
export const GENERATED: Record<string, () => string> = {
  overview,
  services,
  databases,
  events,
  projections,
  queues,
  roles,
  kit,
  decisions,
};

const START = (name: string) => `<!-- generated: ${name} (npm run docs; edit the registries, not this) -->`;
const END = (name: string) => `<!-- end generated: ${name} -->`;

/** The document with every part between its markers written afresh; a missing marker is an error. */
export function withGeneratedParts(doc: string): string {
  let out = doc;
  for (const [name, render] of Object.entries(GENERATED)) {
    const start = out.indexOf(START(name));
    const end = out.indexOf(END(name));
    if (start < 0 || end < start) throw new Error(`${ARCHITECTURE} lacks the markers of "${name}": ${START(name)}`);
    out = `${out.slice(0, start + START(name).length)}\n${render()}\n${out.slice(end)}`;
  }
  return out;
}

/** The parts whose committed text differs from what the registries say. */
export function staleParts(doc: string): string[] {
  const fresh = withGeneratedParts(doc);
  if (fresh === doc) return [];
  const between = (text: string, name: string) => text.slice(text.indexOf(START(name)), text.indexOf(END(name)));
  return Object.keys(GENERATED).filter((name) => between(doc, name) !== between(fresh, name));
}
