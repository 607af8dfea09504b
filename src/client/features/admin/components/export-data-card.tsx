import { FileSpreadsheet, Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { allSessionsExport } from '../api/export-sessions.ts';
import { usersExport } from '../api/export-users.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';
import '../messages.ts';

/** 'Export User List' and 'Export All Sessions' (CSV files named with the date). */
export function ExportDataCard({ control }: { control: ExportControl }) {
  const t = useT();
  return (
    <Card aria-labelledby="export-data-title">
      <CardHeader>
        <CardTitle id="export-data-title">{t('admin.exportData.title')}</CardTitle>
        <CardDescription>{t('admin.exportData.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <ExportButton
          control={control}
          file={usersExport}
          path={usersExport().path}
          icon={<Users aria-hidden="true" />}
        >
          {t('admin.exportData.users')}
        </ExportButton>
        <ExportButton
          control={control}
          file={allSessionsExport}
          path={allSessionsExport().path}
          icon={<FileSpreadsheet aria-hidden="true" />}
        >
          {t('admin.exportData.sessions')}
        </ExportButton>
      </CardContent>
    </Card>
  );
}
