import { FileArchive } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { pathOf } from '#shared/contracts/contract.ts';
import { exportPrivacyRequest } from '#shared/contracts/privacy-requests.ts';
import type { PrivacyRequestSummary } from '#shared/schemas/my-data.ts';
import { dataRequestFile, usePrivacyRequests } from '../api/privacy-requests.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';
import '../messages.ts';

const TOPIC = {
  'customers/data_request': 'admin.requests.topic.dataRequest',
  'customers/redact': 'admin.requests.topic.customerRedact',
  'shop/redact': 'admin.requests.topic.shopRedact',
} as const;

const STATUS = {
  pending: 'admin.requests.status.pending',
  done: 'admin.requests.status.done',
  failed: 'admin.requests.status.failed',
} as const;

/** "Data requests": Shopify's privacy requests, and the zip to send for each data request (docs/decisions/021). */
export function DataRequestsCard({ control }: { control: ExportControl }) {
  const t = useT();
  const { data, isError } = usePrivacyRequests();
  const requests = data?.requests ?? [];
  return (
    <Card aria-labelledby="data-requests-title">
      <CardHeader>
        <CardTitle id="data-requests-title">{t('admin.requests.title')}</CardTitle>
        <CardDescription>{t('admin.requests.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? <p className="text-sm text-red-700">{t('admin.requests.loadFailed')}</p> : null}
        {!isError && requests.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.requests.empty')}</p>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {requests.map((request) => (
            <Row key={request.id} request={request} control={control} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Row({ request, control }: { request: PrivacyRequestSummary; control: ExportControl }) {
  const t = useT();
  const format = useLocalFormat();
  const path = pathOf(exportPrivacyRequest, { id: request.id });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {t(TOPIC[request.topic])} · {t(STATUS[request.status])}
        </p>
        <p className="text-slate-600">
          {t('admin.requests.received', {
            shop: request.shopDomain,
            date: format.dayTime(new Date(request.receivedAt)),
          })}
          {request.topic === 'customers/data_request' && request.status === 'done'
            ? request.hasExport
              ? // What the zip holds: every entry, sessions and measurements alike (the count is of all of them).
                ` · ${t('admin.requests.contents', { entries: request.sessionCount ?? 0, photos: request.photoCount ?? 0 })}`
              : ` · ${t('admin.requests.neverUsed')}`
            : ''}
        </p>
      </div>
      {request.hasExport ? (
        <ExportButton
          control={control}
          file={() => dataRequestFile(request.id)}
          path={path}
          icon={<FileArchive aria-hidden="true" />}
        >
          {t('admin.requests.download')}
        </ExportButton>
      ) : null}
    </li>
  );
}
