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
import { useT } from '#client/lib/i18n/use-t.ts';
import { errorMessage } from '#client/lib/request.ts';
import { toast } from '#client/lib/toast.ts';
import { useCustomerHash } from '#client/lib/use-customer-hash.ts';
import { browserTimeZone } from '#shared/rules/date-formats.ts';
import type { GoalSettings } from '#shared/schemas/goals.ts';
import { bodyFrom, formFrom, type GoalsForm } from './goals-form-state.ts';
import { MeasureTargetsCard } from './measure-targets-card.tsx';
import '../messages.ts';

const fieldset = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const legend = 'px-1 text-base font-semibold text-slate-900';

/** /goals: the weekly goal, planned rest days, the first day of the week and the reminder opt-in. */
export function GoalsPage() {
  const t = useT();
  const customer = useCustomerHash();
  const settings = useGoalSettings();
  const error = customer.error ?? settings.error;
  return (
    <TrackerPage title={t('screen.goals.title')} back={{ parent: '/' }}>
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
  const t = useT();
  const weekdays = [
    t('goals.weekday.1'),
    t('goals.weekday.2'),
    t('goals.weekday.3'),
    t('goals.weekday.4'),
    t('goals.weekday.5'),
    t('goals.weekday.6'),
    t('goals.weekday.7'),
  ];
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
      onSuccess: () => toast({ title: t('goals.saved') }),
      onError: (err) =>
        toast({
          title: t('goals.couldNotSave'),
          description: errorMessage(err) ?? undefined,
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('goals.weekly.legend')}</legend>
        <div className="space-y-1.5">
          <Label htmlFor="goal-kind">{t('goals.weekly.goal')}</Label>
          <NativeSelect
            id="goal-kind"
            value={form.goalKind}
            onChange={(e) => set('goalKind', e.target.value as GoalsForm['goalKind'])}
          >
            <option value="none">{t('goals.weekly.none')}</option>
            <option value="minutes">{t('goals.weekly.minutes')}</option>
            <option value="sessions">{t('goals.weekly.sessions')}</option>
          </NativeSelect>
        </div>
        {form.goalKind !== 'none' ? (
          <>
            <TextField
              label={form.goalKind === 'minutes' ? t('goals.weekly.minutes') : t('goals.weekly.sessions')}
              type="number"
              inputMode="numeric"
              min={1}
              value={form.target}
              onChange={(e) => set('target', e.target.value)}
            />
            <div className="space-y-1.5">
              <Label htmlFor="goal-device">{t('goals.weekly.device')}</Label>
              <NativeSelect
                id="goal-device"
                value={form.device}
                onChange={(e) => set('device', e.target.value)}
              >
                <option value="">{t('goals.weekly.allDevices')}</option>
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
          <Label htmlFor="week-start">{t('goals.weekly.weekStart')}</Label>
          <NativeSelect
            id="week-start"
            value={String(form.weekStart)}
            onChange={(e) => set('weekStart', Number(e.target.value))}
          >
            {weekdays.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('goals.rest.legend')}</legend>
        <p className="text-sm text-slate-600">{t('goals.rest.hint')}</p>
        <div className="space-y-1.5">
          <Label htmlFor="rest-kind">{t('goals.rest.kind')}</Label>
          <NativeSelect
            id="rest-kind"
            value={form.restKind}
            onChange={(e) => set('restKind', e.target.value as GoalsForm['restKind'])}
          >
            <option value="none">{t('goals.rest.none')}</option>
            <option value="weekdays">{t('goals.rest.weekdays')}</option>
            <option value="cycle">{t('goals.rest.cycle')}</option>
          </NativeSelect>
        </div>
        {form.restKind === 'weekdays' ? (
          <fieldset className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
            <legend className="sr-only">{t('goals.rest.weekdaysLegend')}</legend>
            {weekdays.map((name, index) => (
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
              label={t('goals.rest.daysOn')}
              type="number"
              inputMode="numeric"
              min={1}
              value={form.on}
              onChange={(e) => set('on', e.target.value)}
            />
            <TextField
              label={t('goals.rest.daysOff')}
              type="number"
              inputMode="numeric"
              min={1}
              value={form.off}
              onChange={(e) => set('off', e.target.value)}
            />
            <TextField
              className="col-span-2"
              label={t('goals.rest.firstDayOn')}
              type="date"
              value={form.anchor}
              onChange={(e) => set('anchor', e.target.value)}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('goals.reminder.legend')}</legend>
        {settings.reminders.available ? (
          <>
            <div className="flex min-h-11 items-center gap-3 pl-3">
              <Checkbox
                id="reminders-enabled"
                checked={form.remindersEnabled}
                onCheckedChange={(checked) => set('remindersEnabled', checked === true)}
              />
              <Label htmlFor="reminders-enabled">{t('goals.reminder.enabled')}</Label>
            </div>
            <TextField
              label={t('goals.reminder.time')}
              type="time"
              value={form.reminderTime}
              disabled={!form.remindersEnabled}
              onChange={(e) => set('reminderTime', e.target.value)}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('goals.reminder.needsAccount')}</p>
        )}
      </fieldset>

      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? t('goals.saving') : t('goals.save')}
      </Button>
    </form>
  );
}
