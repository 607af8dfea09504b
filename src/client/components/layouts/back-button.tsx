import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { useT } from '#client/lib/i18n/use-t.ts';
import { navFrom } from '#client/lib/nav-history.ts';
import { screenAt } from '#shared/screens.ts';
import { Button } from '../ui/button.tsx';
import { SCREEN_TITLE_IDS } from './screen-texts.ts';
import '../messages.ts';

/** A page's way back: fixed where the spec names it, else back where the user came from (else `parent`). */
export type BackTo = { href: string; label: string } | { parent: string };

/**
 * Back where the user came from inside the app, by going back in history (the page before keeps its filters
 * and scroll), named after it ("Back to History"); opened anew (a link, a bookmark, a reload of a first
 * page), to `parent` (docs/decisions/049).
 */
export function useBack(parent: string) {
  const t = useT();
  const [, navigate] = useLocation();
  const from = navFrom(window.history.state);
  const target = from ?? parent;
  const name = screenAt(target.split('?')[0] ?? target);
  const titleId =
    name && name in SCREEN_TITLE_IDS ? SCREEN_TITLE_IDS[name as keyof typeof SCREEN_TITLE_IDS] : null;
  const label = titleId ? t('nav.backTo', { screen: t(titleId) }) : t('nav.back');
  const goBack = () => (from ? window.history.back() : navigate(parent));
  return { label, goBack };
}

function HistoryBack({ parent }: { parent: string }) {
  const back = useBack(parent);
  return (
    <Button variant="outline" size="sm" className="min-h-11" onClick={back.goBack}>
      <ArrowLeft aria-hidden="true" />
      {back.label}
    </Button>
  );
}

function FixedBack({ href, label }: { href: string; label: string }) {
  const [, navigate] = useLocation();
  return (
    <Button variant="outline" size="sm" className="min-h-11" onClick={() => navigate(href)}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The button beside a page's heading that leaves it. */
export function BackButton({ to }: { to: BackTo }) {
  return 'parent' in to ? <HistoryBack parent={to.parent} /> : <FixedBack {...to} />;
}
