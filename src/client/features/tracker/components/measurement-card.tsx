import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import '../messages.ts';

/** The 'Log Measurements' card around the measurement form (the tab, and editing an entry or a waiting one). */
export function MeasurementCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('tracker.measure.title')}</CardTitle>
        <CardDescription>{t('tracker.measure.text')}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
