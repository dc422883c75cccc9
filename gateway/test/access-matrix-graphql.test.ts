import { clientIp, graphql } from '../../tools/test/support';
import { CALLERS, type Caller } from './access-callers';
import { expected, permissionOfOperation, rootFieldsOf, wrongAdmission, wrongRefusal } from './access-expect';
import { Fixtures } from './access-fixtures-online';
import { GRAPHQL_SAMPLES, type GraphQLSample } from './access-samples-graphql';
import { meetTheCallers, tokenOf, victimState, world } from './access-world';

/**
 * The tenant matrix over the root fields no REST route runs and the console
 * does not hold (access-matrix.test.ts fails on one without a sample in
 * access-samples-graphql.ts): each sample, asked by every kind of caller,
 * answers what the permission table says of the permission its resolver
 * declares, with the same expectation as the REST routes' (access-expect.ts).
 */
beforeAll(meetTheCallers);

/** The permission of the sample's field: the only root field it may run. */
function permissionOfSample(field: string, sample: GraphQLSample) {
  const { fields } = rootFieldsOf(sample.operation);
  if (fields.join() !== field) throw new Error(`the sample of ${field} runs ${fields.join(', ')}`);
  return permissionOfOperation(sample.operation, field);
}

/** Every field's sample for every caller, on these rows, with what the table says the caller gets. */
async function* calls(fixtures: Fixtures) {
  for (const [field, make] of Object.entries(GRAPHQL_SAMPLES)) {
    for (const caller of CALLERS) {
      const sample = await make(fixtures, caller);
      const outcome = expected(permissionOfSample(field, sample), caller, sample.target ?? 'victim');
      yield { field, caller, sample, outcome };
    }
  }
}

const ask = (sample: GraphQLSample, caller: Caller) =>
  graphql(sample.operation, sample.variables, { token: tokenOf(caller), ip: clientIp() });

it('refuses every caller the table refuses, on every GraphQL-only field, and changes nothing', async () => {
  const fixtures = new Fixtures(world.victim);
  // The standing rows exist before the snapshot.
  for await (const _ of calls(fixtures));
  const before = await victimState();
  const wrong: string[] = [];
  for await (const { field, caller, sample, outcome } of calls(fixtures)) {
    if (outcome === 'admitted') continue;
    const refused = wrongRefusal(await ask(sample, caller), outcome);
    if (refused) wrong.push(`${caller}: ${field} ${refused}`);
  }
  expect(wrong).toEqual([]);
  expect(await victimState()).toEqual(before);
}, 240_000);

it('admits every caller the table admits, on every GraphQL-only field, answering without an error', async () => {
  // Who is admitted is read off standing rows; each admitted call gets fresh rows of its own.
  const fresh = new Fixtures(world.victim);
  fresh.fresh = true;
  const wrong: string[] = [];
  for await (const { field, caller, outcome } of calls(new Fixtures(world.victim))) {
    if (outcome !== 'admitted') continue;
    const sample = await GRAPHQL_SAMPLES[field]!(fresh, caller);
    const admitted = wrongAdmission(await ask(sample, caller), sample.admitted?.code);
    if (admitted) wrong.push(`${caller}: ${field} ${admitted}`);
  }
  expect(wrong).toEqual([]);
}, 240_000);
