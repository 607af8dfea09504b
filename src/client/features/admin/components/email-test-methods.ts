import type { TestEmailMethod, TestEmailType } from '#shared/schemas/test-email.ts';

/** The ids of the two emails' names (src/client/features/admin/locales). */
export const EMAIL_TYPE_LABELS: Record<TestEmailType, string> = {
  reset: 'admin.emailTest.type.reset',
  verification: 'admin.emailTest.type.verification',
};

interface MethodInfo {
  /** The method's name, the same in every language (Klaviyo's and the app's names for them). */
  label: string;
  /** The id of one line under the method select. */
  summary: string;
  /** The id of the server settings the method needs. */
  needs: string;
}

/** The four sending methods, as the information tab explains them (ADR 007). */
export const METHOD_INFO: Record<TestEmailMethod, MethodInfo> = {
  debug: {
    label: 'Debug',
    summary: 'admin.emailTest.debug.summary',
    needs: 'admin.emailTest.debug.needs',
  },
  'track-api': {
    label: 'Track API',
    summary: 'admin.emailTest.trackApi.summary',
    needs: 'admin.emailTest.trackApi.needs',
  },
  'client-event': {
    label: 'Client Event',
    summary: 'admin.emailTest.clientEvent.summary',
    needs: 'admin.emailTest.clientEvent.needs',
  },
  'template-api': {
    label: 'Template API',
    summary: 'admin.emailTest.templateApi.summary',
    needs: 'admin.emailTest.templateApi.needs',
  },
};
