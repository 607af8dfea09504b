import { type FormEvent, useState } from 'react';
import { useAppConfig } from '#client/api/app-config.ts';
import { useDeviceName } from '#client/api/device-names.ts';
import { useGoalSettings, useSaveGoalSettings } from '#client/api/goals.ts';
import { TrackerPage } from '#client/components/layouts/tracker-page.tsx';
import { LoadError, LoadingData } from '#client/components/load-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { GoalSettings } from '#shared/schemas/goals.ts';
import { bodyFrom, formFrom, type GoalsForm, WEEKDAYS } from './goals-form-state.ts';
import { MeasureTargetsCard } from './measure-targets-card.tsx';

const fieldset = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const legend = 'px-1 text-base font-semibold text-slate-900';

/** /goals: the weekly goal, planned rest days, the first day of the week and the reminder opt-in. */
export function GoalsPage() {
  const customer = useCustomerHash();
  const settings = useGoalSettings();
  const error = customer.error ?? settings.error;
  return (
    <TrackerPage title="Goals" back={{ parent: '/' }}>
      {error ? (
        <LoadError error={error} />
      ) : settings.data ? (
        <div className="space-y-5">
          <GoalsFormView settings={settings.data} />
          <MeasureTargetsCard />
        </div>
      ) : (
        <LoadingData shape="form" />
      )}
    </TrackerPage>
  );
}

function GoalsFormView({ settings }: { settings: GoalSettings }) {
  const timeZone = browserTimeZone();
  const [form, setForm] = useState<GoalsForm>(() => formFrom(settings, timeZone));
  const save = useSaveGoalSettings();
  const devices = useAppConfig().data?.devices.map((device) => device.label) ?? [];
  const deviceName = useDeviceName();
  const set = <K extends keyof GoalsForm>(key: K, value: GoalsForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const toggleWeekday = (day: number, checked: boolean) =>
    set('weekdays', checked ? [...form.weekdays, day].sort() : form.weekdays.filter((d) => d !== day));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bodyFrom(form, timeZone), {
      onSuccess: () => toast({ title: 'Goals saved' }),
      onError: (err) =>
        toast({
          title: 'Could not save',
          description: errorMessage(err) ?? undefined,
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <fieldset className={fieldset}>
        <legend className={legend}>Weekly goal</legend>
        <div className="space-y-1.5">
          <Label htmlFor="goal-kind">Goal</Label>
          <NativeSelect
            id="goal-kind"
            value={form.goalKind}
            onChange={(e) => set('goalKind', e.target.value as GoalsForm['goalKind'])}
          >
            <option value="none">No goal</option>
            <option value="minutes">Minutes per week</option>
            <option value="sessions">Sessions per week</option>
          </NativeSelect>
        </div>
        {form.goalKind !== 'none' ? (
          <>
            <TextField
              label={form.goalKind === 'minutes' ? 'Minutes per week' : 'Sessions per week'}
              type="number"
              inputMode="numeric"
              min={1}
              value={form.target}
              onChange={(e) => set('target', e.target.value)}
            />
            <div className="space-y-1.5">
              <Label htmlFor="goal-device">Device</Label>
              <NativeSelect
                id="goal-device"
                value={form.device}
                onChange={(e) => set('device', e.target.value)}
              >
                <option value="">All devices</option>
                {devices.map((device) => (
                  <option key={device} value={device}>
                    {deviceName(device)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        ) : null}
        <div className="space-y-1.5">
          <Label htmlFor="week-start">Weeks start on</Label>
          <NativeSelect
            id="week-start"
            value={String(form.weekStart)}
            onChange={(e) => set('weekStart', Number(e.target.value))}
          >
            {WEEKDAYS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Planned rest days</legend>
        <p className="text-sm text-slate-600">Rest days keep your streak. Changes apply from today on.</p>
        <div className="space-y-1.5">
          <Label htmlFor="rest-kind">Rest days</Label>
          <NativeSelect
            id="rest-kind"
            value={form.restKind}
            onChange={(e) => set('restKind', e.target.value as GoalsForm['restKind'])}
          >
            <option value="none">No planned rest days</option>
            <option value="weekdays">On weekdays</option>
            <option value="cycle">A cycle (days on, days off)</option>
          </NativeSelect>
        </div>
        {form.restKind === 'weekdays' ? (
          <fieldset className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
            <legend className="sr-only">Rest weekdays</legend>
            {WEEKDAYS.map((name, index) => (
              <div key={name} className="flex min-h-11 items-center gap-3 pl-3">
                <Checkbox
                  id={`rest-${index + 1}`}
                  checked={form.weekdays.includes(index + 1)}
                  onCheckedChange={(checked) => toggleWeekday(index + 1, checked === true)}
                />
                <Label htmlFor={`rest-${index + 1}`}>{name}</Label>
              </div>
            ))}
          </fieldset>
        ) : null}
        {form.restKind === 'cycle' ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Days on"
              type="number"
              inputMode="numeric"
              min={1}
              value={form.on}
              onChange={(e) => set('on', e.target.value)}
            />
            <TextField
              label="Days off"
              type="number"
              inputMode="numeric"
              min={1}
              value={form.off}
              onChange={(e) => set('off', e.target.value)}
            />
            <TextField
              className="col-span-2"
              label="First day on"
              type="date"
              value={form.anchor}
              onChange={(e) => set('anchor', e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>Reminder</legend>
        {settings.reminders.available ? (
          <>
            <div className="flex min-h-11 items-center gap-3 pl-3">
              <Checkbox
                id="reminders-enabled"
                checked={form.remindersEnabled}
                onCheckedChange={(checked) => set('remindersEnabled', checked === true)}
              />
              <Label htmlFor="reminders-enabled">Email me on planned days when nothing is logged yet</Label>
            </div>
            <TextField
              label="Reminder time"
              type="time"
              value={form.reminderTime}
              disabled={!form.remindersEnabled}
              onChange={(e) => set('reminderTime', e.target.value)}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Email reminders need an account with a verified email address.
          </p>
        )}
      </fieldset>

      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Goals'}
      </Button>
    </form>
  );
}
