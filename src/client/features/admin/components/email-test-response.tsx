import { CopyButton } from '#client/components/ui/copy-button.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import '../messages.ts';

/** What the response viewer shows: nothing yet, or the last answer as the server gave it. */
export type TestEmailOutcome = { status: 'none' } | { status: 'answered'; raw: unknown };

/** A JSON text as its value, so it is pretty-printed with the rest; any other text as it is. */
export function parseIfJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The raw answer of the last test, pretty-printed, with a Copy button. */
export function EmailTestResponse({ outcome }: { outcome: TestEmailOutcome }) {
  const t = useT();
  if (outcome.status === 'none') {
    return <p className="py-6 text-center text-sm text-slate-600">{t('admin.emailTest.noResponse')}</p>;
  }
  const text = JSON.stringify(outcome.raw, null, 2);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="raw-response-title" className="text-sm font-semibold text-slate-800">
          {t('admin.emailTest.raw')}
        </h3>
        <CopyButton
          value={text}
          label={t('admin.emailTest.copy')}
          what={t('admin.emailTest.copyWhat')}
          onCopyError={() =>
            toast({
              title: t('common.error'),
              description: t('admin.emailTest.copyFailed'),
              variant: 'destructive',
            })
          }
        />
      </div>
      {/* A focusable region, so keyboard users can scroll a long answer. */}
      <section
        aria-labelledby="raw-response-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-md bg-slate-900 p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <pre className="text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100">{text}</pre>
      </section>
    </div>
  );
}
