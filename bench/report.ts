import type { LoadResult } from './wrk.ts';

/**
 * `reference`: the bare route the issue measures against (its query sent unnamed); `namedReference`: the
 * same bare route sending a named statement, as the app does (docs/decisions/034), for the stricter ratio.
 */
export type RouteRow = {
  name: string;
  result: LoadResult;
  reference?: LoadResult;
  namedReference?: LoadResult;
  target?: RouteTarget;
};
export type RouteTarget = { minRatio: number; maxP99Ms?: number };
export type CsvRow = {
  rows: number;
  appSeconds: number;
  referenceSeconds: number;
  tool: string;
  growthMb: number;
};

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

/** One line per measured route: req/s, p50, p99, errors, the ratio to its bare route and the target. */
export function routeTable(rows: RouteRow[]): string {
  const lines = [
    `${pad('what', 46)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('errors', 8)}  ratio     named     target (on the ratio)`,
  ];
  for (const row of rows) {
    const { result, reference, namedReference, target } = row;
    const ratio = reference ? result.rps / reference.rps : undefined;
    const namedRatio = namedReference ? percent(result.rps / namedReference.rps) : '';
    let verdict = '';
    if (target && ratio !== undefined) {
      const ok =
        ratio >= target.minRatio && (target.maxP99Ms === undefined || result.p99Ms <= target.maxP99Ms);
      const p99 = target.maxP99Ms === undefined ? '' : `, p99 <= ${target.maxP99Ms} ms`;
      verdict = `>= ${target.minRatio * 100} %${p99}: ${ok ? 'met' : 'NOT met'}`;
    }
    lines.push(
      pad(row.name, 46) +
        padLeft(number(result.rps), 9) +
        padLeft(result.p50Ms.toFixed(1), 9) +
        padLeft(result.p99Ms.toFixed(1), 9) +
        padLeft(String(result.errors), 8) +
        `  ${pad(ratio === undefined ? 'reference' : percent(ratio), 10)}${pad(namedRatio, 10)}${verdict}`,
    );
  }
  return lines.join('\n');
}

/** The CSV export against the reference copy of the same join, and the app's memory growth meanwhile. */
export function csvTable(csv: CsvRow): string {
  const ratio = csv.referenceSeconds / csv.appSeconds;
  const ok = ratio >= 0.5 && csv.growthMb < 50;
  return [
    `CSV export of ${number(csv.rows)} rows: app ${csv.appSeconds.toFixed(2)} s, ${csv.tool} ${csv.referenceSeconds.toFixed(2)} s`,
    `  ratio ${percent(ratio)}, server memory growth ${csv.growthMb.toFixed(1)} MB; target >= 50 % and < 50 MB: ${ok ? 'met' : 'NOT met'}`,
  ].join('\n');
}
