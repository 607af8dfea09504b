import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

const TONES = {
  info: {
    box: 'border-blue-200 bg-blue-50 dark:border-blue-800 dark:bg-blue-950',
    icon: 'text-blue-700 dark:text-blue-300',
  },
  caution: {
    box: 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950',
    icon: 'text-amber-800 dark:text-amber-300',
  },
} as const;

interface CalmNoticeProps {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  /** h2 on a screen, h3 inside a card. */
  heading: 'h2' | 'h3';
  titleClassName?: string;
  children: ReactNode;
}

/**
 * A notice that informs without alarming (docs/decisions/020, 055): a region named by its heading, an icon,
 * no alert role, no red.
 */
export function CalmNotice({
  icon: Icon,
  tone,
  title,
  heading: Heading,
  titleClassName,
  children,
}: CalmNoticeProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex gap-3 rounded-xl border p-4 text-slate-900 dark:text-slate-50 ${TONES[tone].box}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${TONES[tone].icon}`} aria-hidden="true" />
      <div className="space-y-1">
        <Heading id={titleId} className={titleClassName ?? 'font-semibold'}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
