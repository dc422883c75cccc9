import { graphql } from '../../graphql/generated';
import type { LabourShiftFieldsFragment, LabourDayQuery } from '../../graphql/generated/graphql';

/** The owner's labour screens' calls (docs/decisions/0085-the-time-clock.md): auth's clock, the orders' sales. */

export type LabourShift = LabourShiftFieldsFragment;
export type LabourDayView = LabourDayQuery['labour'];

graphql(`
  fragment LabourShiftFields on Shift {
    id
    employeeId
    employeeName
    role
    clockInAt
    clockOutAt
    onBreak
    breakSince
    breakMinutes
    workedMinutes
    overtimeMinutes
    costCents
    hourlyCents
    cashTipsCents
    closedBy
    editReason
    lateForPeriod
  }
`);

/** A day of labour: who is on now, the day's shifts, hours and cost against the day's sales, the week per person. */
export const LABOUR_DAY = graphql(`
  query LabourDay($restaurantId: ID!, $day: String) {
    labour(restaurantId: $restaurantId, day: $day) {
      restaurantId
      day
      timeZone
      timeClock
      onNow {
        ...LabourShiftFields
      }
      shifts {
        ...LabourShiftFields
      }
      workedMinutes
      overtimeMinutes
      costCents
      salesCents
      labourPercent
      week {
        startsOn
        endsOn
        weeklyOvertimeMinutes
        people {
          employeeId
          name
          roles
          workedMinutes
          regularMinutes
          overtimeMinutes
          costCents
          overtimeComing
        }
      }
    }
  }
`);

/** A manager's change to a shift, with a reason: a forgotten clock-out closed, a time, role or cash tips corrected. */
export const EDIT_SHIFT = graphql(`
  mutation LabourEditShift($id: ID!, $input: EditShiftInput!) {
    editShift(id: $id, input: $input) {
      ...LabourShiftFields
    }
  }
`);

graphql(`
  fragment LabourSettingsFields on LabourSettings {
    restaurantId
    timeClock
    paidBreaks
    weeklyOvertimeMinutes
    dailyOvertimeMinutes
    tipRule
    tipPool {
      role
      percent
    }
    payPeriod
  }
`);

export const LABOUR_SETTINGS = graphql(`
  query LabourSettings($restaurantId: ID!) {
    labourSettings(restaurantId: $restaurantId) {
      ...LabourSettingsFields
    }
  }
`);

export const UPDATE_LABOUR_SETTINGS = graphql(`
  mutation LabourUpdateSettings($restaurantId: ID!, $input: LabourSettingsInput!) {
    updateLabourSettings(restaurantId: $restaurantId, input: $input) {
      ...LabourSettingsFields
    }
  }
`);
