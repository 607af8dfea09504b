import { FileSpreadsheet, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { allSessionsExport } from '../api/export-sessions.ts';
import { usersExport } from '../api/export-users.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';

/** 'Export User List' and 'Export All Sessions' (CSV files named with the date). */
export function ExportDataCard({ control }: { control: ExportControl }) {
  return (
    <Card aria-labelledby="export-data-title">
      <CardHeader>
        <CardTitle id="export-data-title">Data Export</CardTitle>
        <CardDescription>Download every account or every session as a CSV file.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ExportButton
          control={control}
          file={usersExport}
          path={usersExport().path}
          icon={<Users aria-hidden="true" />}
        >
          Export User List
        </ExportButton>
        <ExportButton
          control={control}
          file={allSessionsExport}
          path={allSessionsExport().path}
          icon={<FileSpreadsheet aria-hidden="true" />}
        >
          Export All Sessions
        </ExportButton>
      </CardContent>
    </Card>
  );
}
