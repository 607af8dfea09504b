import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import {
  TEST_EMAIL_METHODS,
  TEST_EMAIL_TYPES,
  type TestEmailValues,
  testEmailForm,
} from '#shared/schemas/test-email.ts';
import { EMAIL_TYPE_LABELS, METHOD_INFO } from './email-test-methods.ts';
import '../messages.ts';

interface EmailTestFormProps {
  sending: boolean;
  onSend: (values: TestEmailValues) => void;
}

/** Recipient, email type and sending method, and 'Send Test Email'. */
export function EmailTestForm({ sending, onSend }: EmailTestFormProps) {
  const t = useT();
  const form = useForm<TestEmailValues>({
    resolver: zodResolver(testEmailForm),
    defaultValues: { email: '', type: 'reset', method: 'debug' },
  });
  const { errors } = form.formState;
  const method = form.watch('method');

  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate className="space-y-4">
      <TextField
        label={t('admin.emailTest.recipient')}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="someone@example.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="space-y-1.5">
        <Label htmlFor="email-test-type">{t('admin.emailTest.type')}</Label>
        <NativeSelect id="email-test-type" {...form.register('type')}>
          {TEST_EMAIL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(EMAIL_TYPE_LABELS[type])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="email-test-method">{t('admin.emailTest.method')}</Label>
        <NativeSelect
          id="email-test-method"
          aria-describedby="email-test-method-hint"
          {...form.register('method')}
        >
          {TEST_EMAIL_METHODS.map((value) => (
            <option key={value} value={value}>
              {`${METHOD_INFO[value].label} (${value})`}
            </option>
          ))}
        </NativeSelect>
        <p id="email-test-method-hint" className="text-sm text-slate-600">
          {t(METHOD_INFO[method].summary)}{' '}
          {t('admin.emailTest.serverSettings', { needs: t(METHOD_INFO[method].needs) })}
        </p>
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={sending} aria-busy={sending}>
        {sending ? <Spinner className="size-4 text-white" /> : <Send aria-hidden="true" />}
        {t('admin.emailTest.send')}
      </Button>
    </form>
  );
}
