import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useT } from '#client/lib/i18n/use-t.ts';
import { toast } from '#client/lib/toast.ts';
import { emailSessionsExport } from '../api/export-sessions-by-email.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';
import '../messages.ts';

/** 'Export Sessions by User Email': one account's sessions as CSV, or as a zip with the photos. */
export function ExportByEmailCard({ control }: { control: ExportControl }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const trimmed = email.trim();

  // Spec section 5: a non-empty email, else 'Email required'.
  const requireEmail = (withImages: boolean) => () => {
    if (trimmed) return true;
    toast({
      title: t('admin.byEmail.required'),
      description: withImages ? t('admin.byEmail.requiredTextImages') : t('admin.byEmail.requiredText'),
      variant: 'destructive',
    });
    input.current?.focus();
    return false;
  };

  return (
    <Card aria-labelledby="export-email-title">
      <CardHeader>
        <CardTitle id="export-email-title">{t('admin.byEmail.title')}</CardTitle>
        <CardDescription>{t('admin.byEmail.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <TextField
          ref={input}
          label={t('admin.byEmail.label')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="customer@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || control.exporting) return;
            event.preventDefault();
            if (requireEmail(false)()) control.start(emailSessionsExport(trimmed, false));
          }}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ExportButton
            control={control}
            check={requireEmail(false)}
            file={() => emailSessionsExport(trimmed, false)}
            path={emailSessionsExport(trimmed, false).path}
            icon={<FileSpreadsheet aria-hidden="true" />}
          >
            {t('admin.export.csv')}
          </ExportButton>
          <ExportButton
            control={control}
            check={requireEmail(true)}
            file={() => emailSessionsExport(trimmed, true)}
            path={emailSessionsExport(trimmed, true).path}
            icon={<FileArchive aria-hidden="true" />}
          >
            {t('admin.export.withImages')}
          </ExportButton>
        </div>
      </CardContent>
    </Card>
  );
}
