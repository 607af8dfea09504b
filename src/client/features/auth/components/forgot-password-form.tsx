import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { type ForgotPasswordBody, forgotPasswordBody } from '#shared/schemas/auth.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** The reset-link request inside the Login tab; success returns to the login form. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Password reset email sent',
          description: 'If an account with that email exists, you will receive a password reset link.',
        });
        onBack();
      },
      onError: (err) =>
        toast({
          title: 'Request failed',
          description: isHttpError(err)
            ? (errorMessage(err) ?? 'Failed to process request')
            : 'Something went wrong',
          variant: 'destructive',
        }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="forgot-heading">
      <div className="space-y-1">
        <h2 id="forgot-heading" className="text-lg font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-slate-600">Enter your email and we will send you a link to reset it.</p>
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="link" className="w-full" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
