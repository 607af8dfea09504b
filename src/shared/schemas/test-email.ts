import { z } from 'zod';
import { MESSAGES } from '../constants.ts';

/** The two emails the admin email test can send. */
export const TEST_EMAIL_TYPES = ['reset', 'verification'] as const;
/** The four sending methods (docs/decisions/007), in the order the admin screen offers them. */
export const TEST_EMAIL_METHODS = ['debug', 'track-api', 'client-event', 'template-api'] as const;

export const testEmailType = z.enum(TEST_EMAIL_TYPES, { error: 'type must be reset or verification' });
export const testEmailMethod = z.enum(TEST_EMAIL_METHODS);
export type TestEmailType = z.infer<typeof testEmailType>;
export type TestEmailMethod = z.infer<typeof testEmailMethod>;

const recipient = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** POST /api/test-email body: a method left out means track-api (spec section 7). */
export const testEmailRequest = z.object({
  email: recipient,
  type: testEmailType,
  method: testEmailMethod.optional(),
});
export type TestEmailRequest = z.infer<typeof testEmailRequest>;

/** The email test form (spec section 5): the recipient is required, and a method is always chosen. */
export const testEmailForm = testEmailRequest.extend({ method: testEmailMethod });
export type TestEmailValues = z.infer<typeof testEmailForm>;

/** POST /api/test-email answer: the method used and the raw answer of the transport or of Klaviyo. */
export const testEmailResult = z.object({
  method: testEmailMethod,
  delivered: z.boolean(),
  response: z.object({ status: z.number().int(), body: z.string() }),
});
export type TestEmailResult = z.infer<typeof testEmailResult>;
