import { FileArchive, FileSpreadsheet } from 'lucide-react';
import { useLocalFormat } from '#client/lib/i18n/use-t.ts';
import { pluralText } from '#shared/rules/english-format.ts';
import { formatSessionDate } from '#shared/rules/session-display.ts';
import type { CustomerSummary } from '#shared/schemas/admin.ts';
import { customerLabel } from '../api/admin-users.ts';
import { customerSessionsExport } from '../api/export-sessions.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';

/**
 * '14 sessions', counted as the customer's Sessions tile counts them, and ', 3 measurement entries' when
 * there are any (docs/decisions/046).
 */
const countsText = ({ sessionCount, measurementCount }: CustomerSummary) =>
  measurementCount > 0
    ? `${pluralText(sessionCount, 'session')}, ${pluralText(measurementCount, 'measurement entry', 'measurement entries')}`
    : pluralText(sessionCount, 'session');

/** One user of the 'User Sessions' list: key, session count, last activity and its two exports. */
export function CustomerRow({ customer, control }: { customer: CustomerSummary; control: ExportControl }) {
  const label = customerLabel(customer);
  const format = useLocalFormat();
  const { customerHash } = customer;
  return (
    <li className="flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-all text-slate-900">{label}</p>
        {customer.email ? (
          <p className="text-xs break-all text-slate-500">
            <span className="sr-only">Customer hash: </span>
            <code>{customerHash}</code>
          </p>
        ) : null}
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-800">{countsText(customer)}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {customer.lastActivity ? (
            <>
              Last activity{' '}
              <time dateTime={customer.lastActivity}>{formatSessionDate(format, customer.lastActivity)}</time>
            </>
          ) : (
            'No activity'
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
          Export CSV<span className="sr-only">{` for ${label}`}</span>
        </ExportButton>
        <ExportButton
          size="sm"
          control={control}
          file={() => customerSessionsExport(customerHash, true)}
          path={customerSessionsExport(customerHash, true).path}
          icon={<FileArchive aria-hidden="true" />}
        >
          Export with Images<span className="sr-only">{` for ${label}`}</span>
        </ExportButton>
      </div>
    </li>
  );
}
