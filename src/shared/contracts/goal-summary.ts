import { customerHashQuery } from '../schemas/customer-hash-query.ts';
import { goalSummaryQuery, goalSummarySchema, timeZoneBody } from '../schemas/goal-summary.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// The home screen's goal card (docs/decisions/018): its figures, and the browser's zone for the reminders.

/** GET /api/goals/summary: this week's progress to the goal, the streak and the 4-week consistency. */
export const getGoalSummary = defineContract({
  method: 'GET',
  path: '/api/goals/summary',
  summary: "This week's progress to the goal, the streak and the consistency over the last 4 weeks",
  tag: 'goals',
  query: goalSummaryQuery,
  response: goalSummarySchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** PUT /api/goals/time-zone: remembers the browser's zone (reminders go out in it). */
export const updateTimeZone = defineContract({
  method: 'PUT',
  path: '/api/goals/time-zone',
  summary: "Remember the customer's time zone",
  tag: 'goals',
  query: customerHashQuery,
  body: timeZoneBody,
  response: timeZoneBody,
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});
