import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { type MessageValues, useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { CustomerSummary } from '#shared/schemas/admin.ts';
import { customerLabel } from '../api/admin-users.ts';
import { customerSessionsExport } from '../api/export-sessions.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';
import '../messages.ts';

/**
 * '14 sessions', counted as the customer's Sessions tile counts them, and ', 3 measurement entries' when
 * there are any (docs/decisions/046).
 */
const countsText = (
  t: (id: string, values?: MessageValues) => string,
  { sessionCount, measurementCount }: CustomerSummary,
) =>
  measurementCount > 0
    ? t('admin.customer.sessionsAndMeasurements', { sessions: sessionCount, measurements: measurementCount })
    : t('admin.customer.sessions', { sessions: sessionCount });

/** One user of the 'User Sessions' list: key, session count, last activity and its two exports. */
export function CustomerRow({ customer, control }: { customer: CustomerSummary; control: ExportControl }) {
  const t = useT();
  const label = customerLabel(customer);
  const format = useLocalFormat();
  const { customerHash } = customer;
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-all text-slate-900">{label}</p>
        {customer.email ? (
          <p className="text-xs break-all text-slate-500">
            <span className="sr-only">{t('admin.customer.hash')}</span>
            <code>{customerHash}</code>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{countsText(t, customer)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {customer.lastActivity ? (
            <>
              {t('admin.customer.lastActivity')}{' '}
              <time dateTime={customer.lastActivity}>{formatSessionDate(format, customer.lastActivity)}</time>
            </>
          ) : (
            t('admin.customer.noActivity')
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <ExportButton
          size="sm"
          control={control}
          file={() => customerSessionsExport(customerHash, false)}
          path={customerSessionsExport(customerHash, false).path}
          icon={<FileSpreadsheet aria-hidden="true" />}
        >
          {t('admin.export.csv')}
          <span className="sr-only">{` ${t('admin.export.for', { user: label })}`}</span>
        </ExportButton>
        <ExportButton
          size="sm"
          control={control}
          file={() => customerSessionsExport(customerHash, true)}
          path={customerSessionsExport(customerHash, true).path}
          icon={<FileArchive aria-hidden="true" />}
        >
          {t('admin.export.withImages')}
          <span className="sr-only">{` ${t('admin.export.for', { user: label })}`}</span>
        </ExportButton>
      </div>
    </li>
  );
}
