import { addDays, localDay } from '#shared/rules/routine.ts';
import type { GoalSettings, GoalSettingsBody } from '#shared/schemas/goals.ts';

/** The goals form as text fields and choices; turned into the PUT body on save. */
export type GoalsForm = {
  goalKind: 'none' | 'minutes' | 'sessions';
  target: string;
  device: string;
  restKind: 'none' | 'weekdays' | 'cycle';
  weekdays: number[];
  on: string;
  off: string;
  anchor: string;
  weekStart: number;
  remindersEnabled: boolean;
  reminderTime: string;
};

/** The form for saved settings; a cycle's anchor defaults to today. */
export function formFrom(settings: GoalSettings, timeZone: string): GoalsForm {
  const today = localDay(new Date(), timeZone);
  const rest = settings.restDays;
  return {
    goalKind: settings.goal?.kind ?? 'none',
    target: String(settings.goal?.target ?? (settings.goal?.kind === 'sessions' ? 3 : 120)),
    device: settings.goal?.device ?? '',
    restKind: rest.kind,
    weekdays: rest.kind === 'weekdays' ? rest.weekdays : [7],
    on: String(rest.kind === 'cycle' ? rest.on : 3),
    off: String(rest.kind === 'cycle' ? rest.off : 1),
    anchor: rest.kind === 'cycle' ? rest.anchor : addDays(today, 0),
    weekStart: settings.weekStart,
    remindersEnabled: settings.reminders.enabled,
    reminderTime: settings.reminders.time,
  };
}

/** The PUT body of a form; numbers as typed (the server answers 400 with a message for bad ones). */
export function bodyFrom(form: GoalsForm, timeZone: string): GoalSettingsBody {
  const restDays: GoalSettingsBody['restDays'] =
    form.restKind === 'weekdays'
      ? { kind: 'weekdays', weekdays: form.weekdays }
      : form.restKind === 'cycle'
        ? { kind: 'cycle', on: Number(form.on), off: Number(form.off), anchor: form.anchor }
        : { kind: 'none' };
  return {
    goal:
      form.goalKind === 'none'
        ? null
        : { kind: form.goalKind, target: Number(form.target), device: form.device || null },
    restDays,
    weekStart: form.weekStart,
    reminders: { enabled: form.remindersEnabled, time: form.reminderTime },
    timeZone,
  };
}
