import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api-call.ts';
import { sendTestEmail as sendTestEmailContract } from '#shared/contracts/test-email.ts';
import type { TestEmailRequest, TestEmailResult, TestEmailValues } from '#shared/schemas/test-email.ts';

/** POST /api/test-email body: method is left out for track-api (spec section 7). */
export function testEmailBody({ email, type, method }: TestEmailValues): TestEmailRequest {
  return method === 'track-api' ? { email, type } : { email, type, method };
}

/** POST /api/test-email: the method used and the raw answer of the transport or of Klaviyo. */
export function sendTestEmail(values: TestEmailValues): Promise<TestEmailResult> {
  return callApi(sendTestEmailContract, { body: testEmailBody(values) });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
