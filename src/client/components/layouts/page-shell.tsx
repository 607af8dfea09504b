import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { NavButton } from '../ui/nav-button.tsx';
import { AppHeader } from './app-header.tsx';

interface PageShellProps {
  /** The page's one heading. */
  title: ReactNode;
  /** For pages that move focus to the heading (e.g. after a dialog removed what had it). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The button beside the heading that leaves the page, e.g. "Back to Dashboard". */
  back?: { href: string; label: string };
  /** Other controls beside the heading (e.g. Compare on the gallery). */
  actions?: ReactNode;
  /** The top bar's badge, extra actions and whether a store customer is on the page. */
  header?: ComponentProps<typeof AppHeader>;
  /** Reading pages are narrow; chart and photo grids use the wide column. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
  /** Rendered after `main`, e.g. dialogs. */
  after?: ReactNode;
}

const WIDTH = { narrow: 'max-w-3xl', wide: 'max-w-5xl' } as const;

/** The chrome every signed-in page shares: top bar, a main column, a heading with its back button. */
export function PageShell({
  title,
  titleRef,
  back,
  actions,
  header,
  width = 'narrow',
  children,
  after,
}: PageShellProps) {
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AppHeader {...header} />
      <main className={`mx-auto ${WIDTH[width]} space-y-5 px-4 py-6 sm:py-8`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-slate-50"
          >
            {title}
          </h1>
          {actions || back ? (
            <div className="flex flex-wrap items-center gap-2">
              {actions}
              {back ? (
                <NavButton href={back.href} variant="outline" size="sm" className="min-h-11">
                  <ArrowLeft aria-hidden="true" />
                  {back.label}
                </NavButton>
              ) : null}
            </div>
          ) : null}
        </div>
        {children}
      </main>
      {after}
    </div>
  );
}
