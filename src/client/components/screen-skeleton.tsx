import type { ReactNode } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import { Spinner } from './ui/spinner.tsx';

/**
 * The shape a screen's skeleton takes while its code or its data is on the way (docs/decisions/052): the
 * home's cards and list, a list, a card's rows, a chart, a photo grid, a form, one entry, the profile's cards.
 */
export type SkeletonShape = 'home' | 'list' | 'rows' | 'chart' | 'grid' | 'form' | 'detail' | 'profile';

const BLOCK = 'animate-pulse rounded-lg bg-slate-200 motion-reduce:animate-none dark:bg-slate-700/70';
const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800';

/** A grey block of the given size (Tailwind classes). */
const Block = ({ className }: { className: string }) => <div className={`${BLOCK} ${className}`} />;

function Rows({ count, tall = false }: { count: number; tall?: boolean }) {
  return (
    <div className="space-y-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="flex items-center gap-3">
          <Block className="size-9 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1 space-y-2">
            <Block className="h-4 w-2/5" />
            <Block className={tall ? 'h-10 w-full' : 'h-3 w-3/5'} />
          </div>
        </div>
      ))}
    </div>
  );
}

function Fields({ count }: { count: number }) {
  return (
    <div className={`${CARD} space-y-5`}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <div key={index} className="space-y-2">
          <Block className="h-4 w-28" />
          <Block className="h-11 w-full" />
        </div>
      ))}
      <Block className="h-11 w-full sm:w-36" />
    </div>
  );
}

const SHAPES: Record<SkeletonShape, () => ReactNode> = {
  home: () => (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={CARD}>
          <Block className="h-5 w-32" />
          <div className="mt-3 grid grid-cols-3 gap-2">
            <Block className="h-20" />
            <Block className="h-20" />
            <Block className="h-20" />
          </div>
        </div>
        <Block className="h-24 rounded-xl" />
      </div>
      <div className="flex justify-end gap-3">
        <Block className="h-11 w-36" />
        <Block className="h-11 w-32" />
      </div>
      <Block className="h-11 w-full" />
      <div className={CARD}>
        <Rows count={5} />
      </div>
    </>
  ),
  list: () => (
    <div className={CARD}>
      <Rows count={6} />
    </div>
  ),
  rows: () => <Rows count={3} />,
  chart: () => (
    <>
      <div className="flex gap-2">
        <Block className="h-11 w-24" />
        <Block className="h-11 w-24" />
      </div>
      <div className={CARD}>
        <Block className="h-5 w-40" />
        <Block className="mt-4 h-56 w-full" />
      </div>
      <div className={CARD}>
        <Block className="h-5 w-32" />
        <Block className="mt-4 h-40 w-full" />
      </div>
    </>
  ),
  grid: () => (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Block key={index} className="aspect-square w-full rounded-xl" />
      ))}
    </div>
  ),
  form: () => <Fields count={4} />,
  detail: () => (
    <div className={`${CARD} space-y-4`}>
      <Block className="h-6 w-48" />
      <Block className="h-4 w-32" />
      <Block className="h-40 w-full" />
      <Block className="h-4 w-3/4" />
    </div>
  ),
  profile: () => (
    <>
      <div className={`${CARD} space-y-3`}>
        <Block className="h-5 w-24" />
        <Block className="h-4 w-3/5" />
        <Block className="h-4 w-2/5" />
        <Block className="h-4 w-1/2" />
      </div>
      <div className={CARD}>
        <Block className="mb-4 h-5 w-40" />
        <Rows count={5} />
      </div>
    </>
  ),
};

interface ScreenSkeletonProps {
  shape: SkeletonShape;
  /** What a screen reader hears (spec section 2: 'Loading your data...'); also shown, small, on top. */
  label?: string;
  /**
   * With the page's chrome (a top bar and a heading) for a screen whose code is still on the way; without
   * it inside a page that already shows its own.
   */
  chrome?: boolean;
}

/** A screen in its shape, grey, while its code or data arrive: no page-covering spinner. */
export function ScreenSkeleton({ shape, label, chrome = false }: ScreenSkeletonProps) {
  const t = useT();
  const body = (
    <div role="status" aria-busy="true" className="space-y-5" data-skeleton={shape}>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" />
        {label ?? t('load.loading')}
      </p>
      <div aria-hidden="true" className="space-y-5">
        {SHAPES[shape]()}
      </div>
    </div>
  );
  if (!chrome) return body;
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <div aria-hidden="true" className="border-b border-slate-200 bg-white dark:border-slate-800">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Block className="h-6 w-40" />
          <Block className="h-9 w-24" />
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
        {shape === 'home' ? null : <Block className="h-8 w-48" />}
        {body}
      </div>
    </div>
  );
}
