import type { LoadTimes } from './first-screen-load.ts';

/** A page's loads of one kind (cold or warm) over the runs. */
export type LoadRow = { name: string; loads: LoadTimes[] };

/** The goal of issues 27 and 28 on the gap (not gated): the data visible this soon after data and code. */
export const GAP_GOAL_MS = 150;
/** Issue 28's goal (not gated): a warm tab switch shows its cached data this soon after the tap. */
export const SWITCH_GOAL_MS = 100;
/** Issue 28's goal (not gated): a logged session shows in the list this soon after the tap. */
export const LOG_GOAL_MS = 300;

const gap = (load: LoadTimes) => load.visible - Math.max(load.data, load.code);

/** The median of values already sorted. */
function middleOf(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of any values. */
export const median = (values: number[]) => middleOf([...values].sort((a, b) => a - b));

/** 'median (min–max)' in whole ms. */
export function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => String(Math.round(value));
  return `${ms(middleOf(sorted))} (${ms(sorted[0] ?? 0)}–${ms(sorted[sorted.length - 1] ?? 0)})`;
}

export function gapMedian(loads: LoadTimes[]): number {
  return median(loads.map(gap));
}

/** One line per page and kind of load: data, code, visible and the gap, each as median (min–max). */
export function firstScreenTable(rows: LoadRow[]): string {
  const width = 22;
  const lines = [
    ['', 'data', 'code', 'visible', 'visible - max(data, code)']
      .map((cell, i) => cell.padEnd(i === 0 ? 26 : width))
      .join(''),
  ];
  for (const { name, loads } of rows) {
    const cells = [
      spread(loads.map((load) => load.data)),
      spread(loads.map((load) => load.code)),
      spread(loads.map((load) => load.visible)),
      spread(loads.map(gap)),
    ];
    lines.push(
      name.padEnd(26) +
        cells
          .map((cell) => cell.padEnd(width))
          .join('')
          .trimEnd(),
    );
  }
  return lines.join('\n');
}
