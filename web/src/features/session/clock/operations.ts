import { graphql } from '../../../graphql/generated';

/** Who is on the clock now (docs/decisions/0085-the-time-clock.md): any screen of the restaurant reads it. */
export const CLOCK_BOARD = graphql(`
  query ClockBoard($restaurantId: ID!) {
    clockBoard(restaurantId: $restaurantId) {
      employeeId
      name
      role
      since
      onBreak
    }
  }
`);

/** A punch with the person's own PIN: in, out, a break's start or end; the server words what it did. */
export const PUNCH_CLOCK = graphql(`
  mutation PunchClock($input: PunchInput!) {
    punchClock(input: $input) {
      employeeId
      name
      action
      at
      message
      shift {
        id
        role
        clockInAt
        clockOutAt
        onBreak
        cashTipsCents
      }
    }
  }
`);
