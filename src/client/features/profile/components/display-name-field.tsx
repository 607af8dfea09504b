import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { SaveStatus, useSaveState } from '#client/components/ui/save-status.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage, isHttpError } from '#client/lib/request.ts';
import { DISPLAY_NAME_MAX } from '#shared/rules/display-name.ts';
import { updateUserBody } from '#shared/schemas/account.ts';
import { useUpdateUser } from '../api/update-user.ts';
import '../messages.ts';

type NameValues = z.input<typeof updateUserBody>;

/**
 * The Account card's name (spec section 2: it falls back to the email's local part, or 'Not set'), with
 * Edit: the display name the customer chooses (docs/decisions/051).
 */
export function DisplayNameField({ name, fallback }: { name: string | null; fallback: string }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saveState, track] = useSaveState();
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const close = (saved: boolean) => {
    refocus.current = true;
    setEditing(false);
    if (saved) track('saved');
  };
  // Back to where the customer was once the button is on the page again (after the commit, however late
  // it comes: a frame callback could run before it under load).
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  if (editing) return <DisplayNameForm name={name ?? ''} onClose={close} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="break-all">{name || fallback}</span>
      {/* Named 'Edit name' (Name bearbeiten, …), which holds the word it shows. */}
      <Button
        ref={editButton}
        variant="outline"
        size="sm"
        aria-label={t('profile.name.editLabel')}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
        {t('profile.name.edit')}
      </Button>
      <SaveStatus state={saveState} />
    </div>
  );
}

function DisplayNameForm({ name, onClose }: { name: string; onClose: (saved: boolean) => void }) {
  const t = useT();
  const update = useUpdateUser();
  const form = useForm<NameValues, unknown, z.output<typeof updateUserBody>>({
    resolver: zodResolver(updateUserBody),
    defaultValues: { name },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  const onSubmit = form.handleSubmit((body) => {
    if (body.name === name) return onClose(false);
    update.mutate(body, {
      onSuccess: () => onClose(true),
      onError: (err) =>
        form.setError(
          'name',
          {
            message: isHttpError(err)
              ? (errorMessage(err) ?? t('profile.name.failed'))
              : t('profile.name.failedOffline'),
          },
          { shouldFocus: true },
        ),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={t('profile.name.label')}
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX * 2}
        error={errors.name?.message}
        hint={<p className="text-sm text-slate-600">{t('profile.name.hint', { max: DISPLAY_NAME_MAX })}</p>}
        {...form.register('name')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('save.saving') : t('profile.name.save')}
        </Button>
        <Button variant="outline" onClick={() => onClose(false)} disabled={update.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
