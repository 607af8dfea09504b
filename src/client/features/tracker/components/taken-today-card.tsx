import { Check, Pill, Undo2 } from 'lucide-react';
import { useDeviceName } from '#client/api/device-names.ts';
import { useTakenMark, useTakenToday } from '#client/api/taken.ts';
import { DiscreetValue } from '#client/components/discreet.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import type { TakenProduct } from '#shared/schemas/taken.ts';
import { saveFailureToast } from './save-failure.ts';
import '../messages.ts';

/**
 * Home's "Today" card for products taken or applied on a day (pills, gel; docs/decisions/061): each one the
 * customer logs, marked in one tap without minutes, undone in one tap. Nothing while they log none.
 */
export function TakenTodayCard() {
  const t = useT();
  const taken = useTakenToday();
  const products = taken.data?.products ?? [];
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="taken-today-title"
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 lg:col-span-2"
    >
      <h2 id="taken-today-title" className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Pill className="size-4 text-slate-600" aria-hidden="true" />
        {t('tracker.home.today.title')}
      </h2>
      <ul className="mt-1 divide-y divide-slate-100">
        {products.map((product) => (
          <ProductRow key={product.device} product={product} />
        ))}
      </ul>
    </section>
  );
}

function ProductRow({ product }: { product: TakenProduct }) {
  const t = useT();
  const format = useLocalFormat();
  const name = useDeviceName()(product.device);
  const { mark, undo } = useTakenMark();
  const busy = mark.isPending || undo.isPending;
  const done = product.kind === 'care' ? t('tracker.home.today.used') : t('tracker.home.today.taken');
  const markLabel =
    product.kind === 'care' ? t('tracker.home.today.markUsed') : t('tracker.home.today.markTaken');
  const onError = (err: unknown) => toast(saveFailureToast(err, false));
  return (
    <li className="flex items-center justify-between gap-3 py-1.5">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-600">
          <DiscreetValue label={t('tracker.home.tiles.days')}>
            {t('tracker.home.today.daysOf28', { days: format.count(product.daysLast28) })}
          </DiscreetValue>
        </p>
      </div>
      {product.todayId === null ? (
        <Button
          size="sm"
          className="min-h-11 shrink-0"
          disabled={busy}
          aria-label={t('tracker.home.today.markFor', { action: markLabel, name })}
          onClick={() => mark.mutate(product.device, { onError })}
        >
          <Check aria-hidden="true" />
          {markLabel}
        </Button>
      ) : (
        <div className="flex shrink-0 items-center gap-1">
          <span className="flex items-center gap-1 text-sm font-medium text-emerald-800">
            <Check className="size-4" aria-hidden="true" />
            {done}
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 min-w-11"
            disabled={busy}
            aria-label={t('tracker.home.today.undoFor', { name })}
            onClick={() => product.todayId !== null && undo.mutate(product.todayId, { onError })}
          >
            <Undo2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
