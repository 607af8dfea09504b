import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { type ResetPasswordForm as ResetValues, resetPasswordForm } from '#shared/schemas/auth.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** New password and confirmation for a valid reset token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({
            title: 'Password reset successful',
            description: 'You can now login with your new password',
          });
          onDone();
        },
        onError: (err) =>
          toast(
            isHttpError(err)
              ? {
                  title: 'Failed to reset password',
                  description: errorMessage(err) ?? 'Please try again later',
                  variant: 'destructive',
                }
              : {
                  title: 'Error',
                  description: 'Failed to reset password. Please try again later.',
                  variant: 'destructive',
                },
          ),
      },
    );
  });

  return (
    <>
      <CardHeader>
        <h1 className="text-2xl font-bold text-slate-900">Reset Your Password</h1>
        <CardDescription>Choose a new password of 8 to 100 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      </CardContent>
    </>
  );
}
