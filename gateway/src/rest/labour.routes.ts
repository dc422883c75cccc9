import { z } from 'zod';
import { graphql } from './generated';
import { byRestaurant } from './orders.routes';
import { noBody, route } from './table';

/** docs/decisions/0085-the-time-clock.md: the pay period's payroll file, for the owner's payroll service. */
export const labourRoutes = [
  route({
    method: 'GET',
    path: '/api/labour/{restaurantId}/payroll.csv',
    summary:
      'A pay period’s payroll as CSV (hours per role and rate, overtime, cash and card tips, reimbursements): the owner and managers; starts_on picks the period (the one open now by default)',
    tag: 'labour',
    auth: 'account',
    params: byRestaurant,
    query: z.object({
      starts_on: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'starts_on is a day, like 2026-11-23.' })
        .optional(),
    }),
    body: noBody,
    operation: graphql(`
      query PayrollFile($restaurantId: ID!, $startsOn: String) {
        payPeriod(restaurantId: $restaurantId, startsOn: $startsOn) {
          startsOn
          csv
        }
      }
    `),
    variables: ({ params, query }) => ({ restaurantId: params.restaurantId, startsOn: query.starts_on ?? null }),
    respond: (d) => d.payPeriod.csv,
    response: z.string().describe('CSV, one row per person and rate, with a header row'),
    file: { contentType: 'text/csv', name: (v) => `payroll-${v.startsOn ?? 'current'}.csv` },
  }),
];
