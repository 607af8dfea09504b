import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// A customer's routine: settings, weekly goals, rest plans, reminders sent, session timers.

/**
 * Per-customer settings kept on the server, keyed by the customer hash: the preferred units; the time zone
 * the browser last reported, the first day of the week (ISO 1 Monday … 7 Sunday) and the reminder opt-in
 * (docs/decisions/018, 019); discreet mode (022).
 */
export const customerSettings = pgTable('customer_settings', {
  customerHash: text('customer_hash').primaryKey(),
  /**
   * 'inches' or 'centimeters': how measurements are shown. The default, inches, is in every row, chosen or
   * not; `measurementUnitChosen` tells a choice (docs/decisions/069).
   */
  measurementUnit: text('measurement_unit').notNull().default('inches'),
  /**
   * Set when the customer chooses a measurement unit. Rows from before it have a choice only where the unit
   * differs from the default (`chosenUnits`); until chosen the client shows its language's unit.
   */
  measurementUnitChosen: boolean('measurement_unit_chosen').notNull().default(false),
  /** Pounds ('lb', the spec's, the default) or kilograms ('kg'): how weights are typed and shown (056). */
  weightUnit: text('weight_unit').notNull().default('lb'),
  /** Set when the customer chooses a weight unit, as `measurementUnitChosen`. */
  weightUnitChosen: boolean('weight_unit_chosen').notNull().default(false),
  timeZone: text('time_zone'),
  weekStart: smallint('week_start').notNull().default(1),
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  /** Local wall time 'HH:MM' of the reminder. */
  reminderTime: text('reminder_time').notNull().default('19:00'),
  /** Neutral title and icon, numbers and photos blurred until tapped, quick-hide (docs/decisions/022). */
  discreetMode: boolean('discreet_mode').notNull().default(false),
  /** Discreet mode's names the customer chose for devices, by device label (docs/decisions/061). */
  deviceNicknames: jsonb('device_nicknames').$type<Record<string, string>>().notNull().default({}),
  /** The language the customer chose ('en', 'de', 'fr', 'es'); null until chosen (docs/decisions/067). */
  language: text('language'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * Weekly goals, a history per customer: a week's goal is the one in force on its last day, so a change
 * never rewrites past weeks. kind 'none' ends a goal; at most one row per customer and day.
 */
export const weeklyGoals = pgTable(
  'weekly_goals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    /** The local day the goal was set on. */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** 'minutes' or 'sessions' per week, or 'none'. */
    kind: text('kind').notNull(),
    target: integer('target'),
    /** Only this device's sessions count; null: every device. */
    device: text('device'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_goals_customer_day_idx').on(table.customerHash, table.effectiveFrom)],
);

/**
 * Planned rest days, a history per customer: the plan in force on a day decides whether it is a rest day.
 * kind 'none' (every day planned), 'weekdays' (ISO weekdays 1–7) or 'cycle' (`cycle_on` days on,
 * `cycle_off` days off, counted from `cycle_anchor`, the first day on).
 */
export const restPlans = pgTable(
  'rest_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    weekdays: smallint('weekdays').array().notNull().default(sql`'{}'::smallint[]`),
    cycleOn: smallint('cycle_on'),
    cycleOff: smallint('cycle_off'),
    cycleAnchor: date('cycle_anchor', { mode: 'string' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('rest_plans_customer_day_idx').on(table.customerHash, table.effectiveFrom)],
);

/**
 * One row per reminder sent (or being sent): the unique (customer, local day) is what makes a reminder go
 * out once however many app processes run the job (docs/decisions/019). Its id signs the unsubscribe link.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('reminder_deliveries_customer_day_idx').on(table.customerHash, table.localDate)],
);

/**
 * Session timers (docs/decisions/017): the times a timer started, paused and ended, from which its sets,
 * breaks and minutes in the device are computed. One running or paused timer per customer (the partial
 * unique index); finished and discarded ones are kept, so a stale id answers 404 rather than acting.
 */
export const sessionTimers = pgTable(
  'session_timers',
  {
    id: serial('id').primaryKey(),
    customerHash: text('customer_hash').notNull(),
    device: text('device').notNull(),
    /** Null: no sets (free-running); then set and break lengths are null too. */
    sets: integer('sets'),
    setMinutes: integer('set_minutes'),
    breakMinutes: integer('break_minutes'),
    /** 'running', 'paused', 'finished' or 'discarded'. */
    status: text('status').notNull().default('running'),
    startedAt: timestamptz('started_at').notNull(),
    /** When the current pause began; null while running. */
    pausedAt: timestamptz('paused_at'),
    /** The pauses already over, in milliseconds. */
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    /** When it was finished or discarded. */
    endedAt: timestamptz('ended_at'),
    /** The minutes in the device, fixed when it was finished. */
    deviceMinutes: integer('device_minutes'),
  },
  (table) => [
    uniqueIndex('session_timers_one_active_idx')
      .on(table.customerHash)
      .where(sql`${table.status} in ('running', 'paused')`),
    index('session_timers_customer_idx').on(table.customerHash, table.id),
  ],
);

/**
 * A target for a measurement point (issue 29, docs/decisions/057): one per point ('length' or 'girth') per
 * customer, a value in the unit it was set in, and the day the customer aims to reach it by.
 */
export const measureTargets = pgTable(
  'measure_targets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerHash: text('customer_hash').notNull(),
    /** 'length' or 'girth'. */
    point: text('point').notNull(),
    value: numeric('value', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    /** 'inches' or 'centimeters'. */
    unit: text('unit').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('measure_targets_customer_point_idx').on(table.customerHash, table.point)],
);
