import type { ComponentProps, ReactNode, Ref } from 'react';
import { AppHeader } from './app-header.tsx';
import { BackButton, type BackTo } from './back-button.tsx';

interface PageShellProps {
  /** The page's one heading. */
  title: ReactNode;
  /** Only for screen readers: the home has no visible heading (spec section 2). */
  hideTitle?: boolean;
  /** For pages that move focus to the heading (e.g. after a dialog removed what had it). */
  titleRef?: Ref<HTMLHeadingElement>;
  /**
   * The button beside the heading that leaves the page: to a fixed place where the spec names it
   * (`{ href, label }`, e.g. /log's "Back to Dashboard"), else back where the user came from (`{ parent }`).
   */
  back?: BackTo;
  /** Other controls beside the heading (e.g. Compare on the gallery). */
  actions?: ReactNode;
  /** The top bar's badge, extra actions and whether a store customer is on the page. */
  header?: ComponentProps<typeof AppHeader>;
  /** The tracker's navigation (components/layouts/tracker-nav.tsx), and whether it is a rail on wide screens. */
  nav?: { bar: ReactNode; rail: boolean };
  /** Reading pages are narrow; chart and photo grids use the wide column. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
  /** Rendered after `main`, e.g. dialogs. */
  after?: ReactNode;
}

const WIDTH = { narrow: 'max-w-3xl', wide: 'max-w-5xl' } as const;

/**
 * The chrome every signed-in page shares: top bar, the tracker's navigation, a main column, a heading with
 * its back button. The page keeps the room the fixed tab bar takes free at its end (--nav-space, styles.css).
 */
export function PageShell({
  title,
  hideTitle = false,
  titleRef,
  back,
  actions,
  header,
  nav,
  width = 'narrow',
  children,
  after,
}: PageShellProps) {
  const heading = (
    <h1
      ref={titleRef}
      tabIndex={-1}
      className={
        hideTitle
          ? 'sr-only'
          : 'text-2xl font-bold tracking-tight text-slate-900 focus:outline-none dark:text-slate-50'
      }
    >
      {title}
    </h1>
  );
  return (
    <div
      className={`min-h-dvh bg-slate-50 pb-(--nav-space) dark:bg-slate-950 ${nav?.rail ? 'md:pl-24' : ''}`}
    >
      <AppHeader {...header} />
      {nav?.bar}
      <main className={`mx-auto ${WIDTH[width]} space-y-5 px-4 py-6 sm:py-8`}>
        {hideTitle && !actions && !back ? (
          heading
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            {heading}
            {actions || back ? (
              <div className="flex flex-wrap items-center gap-2">
                {actions}
                {back ? <BackButton to={back} /> : null}
              </div>
            ) : null}
          </div>
        )}
        {children}
      </main>
      {after}
    </div>
  );
}
