import {
  goalSettingsBody,
  goalSettingsSchema,
  goalsQuery,
  unsubscribeBody,
  unsubscribeQuery,
  unsubscribeResponse,
} from '../schemas/goals.ts';
import { defineContract } from './contract.ts';
import { CUSTOMER_ERRORS, WRITE_ERRORS } from './error-groups.ts';

// Goals, planned rest days and reminders of the request's customer (docs/decisions/018 and 019).

/** GET /api/goals: the weekly goal, rest days, week start, reminder opt-in. */
export const getGoalSettings = defineContract({
  method: 'GET',
  path: '/api/goals',
  summary: "The customer's weekly goal, planned rest days, week start and reminder opt-in",
  tag: 'goals',
  query: goalsQuery,
  response: goalSettingsSchema,
  errors: ['VALIDATION', ...CUSTOMER_ERRORS],
});

/** PUT /api/goals: saves them; a changed goal or rest plan applies from today, earlier days keep theirs. */
export const updateGoalSettings = defineContract({
  method: 'PUT',
  path: '/api/goals',
  summary: 'Save the weekly goal, planned rest days, week start and reminder opt-in (from today on)',
  tag: 'goals',
  query: goalsQuery,
  body: goalSettingsBody,
  response: goalSettingsSchema,
  errors: ['VALIDATION', ...WRITE_ERRORS, ...CUSTOMER_ERRORS],
});

/** GET /api/reminders/unsubscribe: the List-Unsubscribe address opened in a browser goes to the confirm page. */
export const openUnsubscribe = defineContract({
  method: 'GET',
  path: '/api/reminders/unsubscribe',
  summary: 'Redirects to the page that confirms stopping reminder emails',
  tag: 'goals',
  query: unsubscribeQuery,
  status: 303,
  response: null,
  errors: ['VALIDATION'],
});

/** POST /api/reminders/unsubscribe: stops reminders, with the emailed token alone (RFC 8058 one-click). */
export const unsubscribeReminders = defineContract({
  method: 'POST',
  path: '/api/reminders/unsubscribe',
  summary: 'Stop reminder emails (one-click, with the signed token from the email; no sign-in)',
  tag: 'goals',
  query: unsubscribeQuery,
  body: unsubscribeBody,
  response: unsubscribeResponse,
  errors: ['VALIDATION', 'INVALID_TOKEN', ...WRITE_ERRORS],
});
