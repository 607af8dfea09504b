import {
  ChartLine,
  History,
  House,
  Images,
  type LucideIcon,
  NotebookPen,
  Ruler,
  ShieldCheck,
  Target,
  Timer,
  User,
} from 'lucide-react';
import type { DestinationName } from '#shared/screens.ts';

/** Each destination's icon in the tab bar and its menus; a destination without one fails typecheck. */
export const NAV_ICONS: Record<DestinationName, LucideIcon> = {
  home: House,
  log: NotebookPen,
  timer: Timer,
  history: History,
  measurement: Ruler,
  progress: ChartLine,
  goals: Target,
  photos: Images,
  privacy: ShieldCheck,
  profile: User,
};
