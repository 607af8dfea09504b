import { OTHER_DEVICES } from './device-groups.ts';

// Literal class names (Tailwind only generates classes it can read), light and dark, each with at least
// 3:1 contrast against the card in its theme (WCAG 1.4.11 non-text contrast).
export const SERIES_COLORS = [
  {
    fill: 'fill-blue-600 dark:fill-blue-400',
    stroke: 'stroke-blue-600 dark:stroke-blue-400',
    swatch: 'bg-blue-600 dark:bg-blue-400',
  },
  {
    fill: 'fill-amber-600 dark:fill-amber-400',
    stroke: 'stroke-amber-600 dark:stroke-amber-400',
    swatch: 'bg-amber-600 dark:bg-amber-400',
  },
  {
    fill: 'fill-emerald-700 dark:fill-emerald-400',
    stroke: 'stroke-emerald-700 dark:stroke-emerald-400',
    swatch: 'bg-emerald-700 dark:bg-emerald-400',
  },
  {
    fill: 'fill-fuchsia-700 dark:fill-fuchsia-400',
    stroke: 'stroke-fuchsia-700 dark:stroke-fuchsia-400',
    swatch: 'bg-fuchsia-700 dark:bg-fuchsia-400',
  },
  {
    fill: 'fill-red-600 dark:fill-red-400',
    stroke: 'stroke-red-600 dark:stroke-red-400',
    swatch: 'bg-red-600 dark:bg-red-400',
  },
  {
    fill: 'fill-cyan-700 dark:fill-cyan-400',
    stroke: 'stroke-cyan-700 dark:stroke-cyan-400',
    swatch: 'bg-cyan-700 dark:bg-cyan-400',
  },
  {
    fill: 'fill-lime-700 dark:fill-lime-400',
    stroke: 'stroke-lime-700 dark:stroke-lime-400',
    swatch: 'bg-lime-700 dark:bg-lime-400',
  },
  {
    fill: 'fill-violet-700 dark:fill-violet-400',
    stroke: 'stroke-violet-700 dark:stroke-violet-400',
    swatch: 'bg-violet-700 dark:bg-violet-400',
  },
  {
    fill: 'fill-orange-700 dark:fill-orange-400',
    stroke: 'stroke-orange-700 dark:stroke-orange-400',
    swatch: 'bg-orange-700 dark:bg-orange-400',
  },
  {
    fill: 'fill-slate-600 dark:fill-slate-300',
    stroke: 'stroke-slate-600 dark:stroke-slate-300',
    swatch: 'bg-slate-600 dark:bg-slate-300',
  },
] as const;

export const colorAt = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];

/**
 * The time charts' devices (docs/decisions/058): three Okabe-Ito colours, told apart with any colour
 * vision, and a grey for "Other". Each has 3:1 against its theme's card: light on white, blue #0072B2
 * 5.2, vermillion #D55E00 3.9, bluish green #009E73 3.4, slate-500 4.8; dark on slate-900, the lighter
 * Okabe-Ito shades sky blue #56B4E9 7.7 and orange #E69F00 7.9, bluish green 5.2, slate-400 7.0.
 */
export const DEVICE_COLORS = [
  { fill: 'fill-[#0072B2] dark:fill-[#56B4E9]', swatch: 'bg-[#0072B2] dark:bg-[#56B4E9]' },
  { fill: 'fill-[#D55E00] dark:fill-[#E69F00]', swatch: 'bg-[#D55E00] dark:bg-[#E69F00]' },
  { fill: 'fill-[#009E73] dark:fill-[#009E73]', swatch: 'bg-[#009E73] dark:bg-[#009E73]' },
] as const;
export const OTHER_COLOR = {
  fill: 'fill-slate-500 dark:fill-slate-400',
  swatch: 'bg-slate-500 dark:bg-slate-400',
};

/** The colour of a device at `index` in a time chart's order, "Other" grey. */
export const deviceColor = (index: number, device: string) =>
  device === OTHER_DEVICES ? OTHER_COLOR : (DEVICE_COLORS[index % DEVICE_COLORS.length] ?? DEVICE_COLORS[0]);

/** Calendar levels 0 (no session) to 4 (over an hour). */
export const HEAT_LEVELS = [
  'fill-slate-200 dark:fill-slate-700',
  'fill-blue-200 dark:fill-blue-900',
  'fill-blue-400 dark:fill-blue-700',
  'fill-blue-600 dark:fill-blue-500',
  'fill-blue-800 dark:fill-blue-300',
] as const;

export const AXIS_TEXT = 'fill-slate-600 dark:fill-slate-300';
export const GRID_LINE = 'stroke-slate-200 dark:stroke-slate-700';
