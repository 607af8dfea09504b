import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/** The 'Log Measurements' card around the measurement form (the tab, and editing an entry or a waiting one). */
export function MeasurementCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Log Measurements</CardTitle>
        <CardDescription>Record your length and girth to follow your progress.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
