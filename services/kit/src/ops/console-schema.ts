import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { concatAST, parse, type DocumentNode } from 'graphql';
import { serviceNamed } from '../core/services';

/**
 * The operator console's part of every subgraph's schema
 * (docs/decisions/0023-operator-console.md): the value types, written once
 * in console.graphql, and each service's own fields, made from its name,
 * so five schemas do not carry five copies. The subgraph server, the
 * supergraph's composition and codegen all read a schema through here.
 */

/** The console's value types, the same in every subgraph (kept beside this file's source). */
export const CONSOLE_TYPES_FILE = join(__dirname, '..', '..', 'src', 'ops', 'console.graphql');

/** `retryMenuJob`, `dropMenuJob`… : federation routes a root field to one subgraph, so each has its own. */
export const jobField = (verb: 'retry' | 'drop', service: string) =>
  `${verb}${service[0]!.toUpperCase()}${service.slice(1)}Job`;

/** A service's own console fields: its part of PlatformHealth, and the retry and drop of its own failed jobs. */
export function consoleFields(service: string): string {
  return `
"The platform as the operator console sees it: each service adds its own health."
type PlatformHealth @key(fields: "id") {
  id: ID!
  "The ${service} service's stores and queues (admins)."
  ${service}: ServiceHealth
}

extend type Mutation {
  "Runs a failed job of one of the ${service} service's queues once more (admins; audited)."
  ${jobField('retry', service)}(queue: String!, jobId: ID!): JobAction!
  "Removes a failed job of one of the ${service} service's queues for good (admins; audited)."
  ${jobField('drop', service)}(queue: String!, jobId: ID!): JobAction!
}
`;
}

/** The audit trail's value types, the same in every subgraph that keeps a trail. */
export const AUDIT_TYPES_FILE = join(__dirname, '..', '..', 'src', 'ops', 'audit.graphql');

/** `ordersAudit`, `driversAudit`, `authAudit`: one root field per service that keeps a trail. */
export const auditField = (service: string) => `${service}Audit`;

/** A service's own trail field (the owner, an admin reading, a manager session). */
export function auditFields(service: string): string {
  return `
extend type Query {
  "The ${service} service's audit lines of one restaurant, newest first (the owner and managers)."
  ${auditField(service)}(restaurantId: ID!, filter: AuditFilter, first: Int = 50, before: String): AuditPage!
}
`;
}

/**
 * A subgraph's whole schema: its own schema.graphql, the console's value
 * types and its console fields, and the audit trail's when it keeps one.
 */
export function subgraphSchema(serviceRoot: string, service: string): DocumentNode {
  const audit = serviceNamed(service).audit
    ? [parse(readFileSync(AUDIT_TYPES_FILE, 'utf8')), parse(auditFields(service))]
    : [];
  return concatAST([
    parse(readFileSync(join(serviceRoot, 'src', 'schema.graphql'), 'utf8')),
    parse(readFileSync(CONSOLE_TYPES_FILE, 'utf8')),
    parse(consoleFields(service)),
    ...audit,
  ]);
}
