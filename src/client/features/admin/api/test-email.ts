import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '#client/lib/request.ts';
import { MESSAGES } from '#shared/constants.ts';

export const TEST_EMAIL_TYPES = ['reset', 'verification'] as const;
export const TEST_EMAIL_METHODS = ['debug', 'track-api', 'client-event', 'template-api'] as const;
export type TestEmailType = (typeof TEST_EMAIL_TYPES)[number];
export type TestEmailMethod = (typeof TEST_EMAIL_METHODS)[number];

/** The email test form (spec section 5: the recipient is required). */
export const testEmailForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  type: z.enum(TEST_EMAIL_TYPES),
  method: z.enum(TEST_EMAIL_METHODS),
});
export type TestEmailValues = z.infer<typeof testEmailForm>;

/** POST /api/test-email body: method is left out for track-api (spec section 7). */
export interface TestEmailBody {
  email: string;
  type: TestEmailType;
  method?: Exclude<TestEmailMethod, 'track-api'>;
}

/** What the server answers: the method used and the raw answer of the transport or of Klaviyo. */
export interface TestEmailReply {
  method: TestEmailMethod;
  delivered: boolean;
  response: { status: number; body: string };
}

export function testEmailBody({ email, type, method }: TestEmailValues): TestEmailBody {
  return method === 'track-api' ? { email, type } : { email, type, method };
}

/** POST /api/test-email. */
export function sendTestEmail(values: TestEmailValues): Promise<TestEmailReply> {
  return apiSend<TestEmailReply>('POST', '/api/test-email', testEmailBody(values));
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
