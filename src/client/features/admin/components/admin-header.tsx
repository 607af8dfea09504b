import type { ReactNode } from 'react';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** The admin screens' top bar: navigation buttons on a white strip, wrapping on phones. */
export function AdminHeader({ start, end }: { start: ReactNode; end?: ReactNode }) {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t('admin.nav.label')}
        className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3"
      >
        <div className="flex flex-wrap items-center gap-2">{start}</div>
        {end ? <div className="flex flex-wrap items-center gap-2">{end}</div> : null}
      </nav>
    </header>
  );
}
