import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { operationLimits } from './operation-budget';

const schema = buildSchema('type Query { me: String }');

async function askSchema(env: string) {
  const server = new ApolloServer({ schema, ...operationLimits(env) });
  await server.start();
  try {
    const res = await server.executeOperation({ query: '{ __schema { queryType { name } } }' });
    return res.body.kind === 'single' ? res.body.singleResult : null;
  } finally {
    await server.stop();
  }
}

it('keeps the schema tour off in production', async () => {
  expect((await askSchema('production'))?.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
});

it('answers introspection in development, for the tools', async () => {
  expect((await askSchema('development'))?.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
});
