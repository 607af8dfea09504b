import { FileArchive } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { pathOf } from '#shared/contracts/contract.ts';
import { exportPrivacyRequest } from '#shared/contracts/privacy-requests.ts';
import { dayTimeText, pluralText } from '#shared/rules/english-format.ts';
import type { PrivacyRequestSummary } from '#shared/schemas/my-data.ts';
import { dataRequestFile, usePrivacyRequests } from '../api/privacy-requests.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { ExportButton } from './export-button.tsx';

const TOPIC = {
  'customers/data_request': 'Data request',
  'customers/redact': 'Customer deletion',
  'shop/redact': 'Store deletion',
} as const;

const STATUS = { pending: 'Pending', done: 'Done', failed: 'Failed' } as const;

const when = (iso: string) => dayTimeText(new Date(iso));

/** "Data requests": Shopify's privacy requests, and the zip to send for each data request (docs/decisions/021). */
export function DataRequestsCard({ control }: { control: ExportControl }) {
  const { data, isError } = usePrivacyRequests();
  const requests = data?.requests ?? [];
  return (
    <Card aria-labelledby="data-requests-title">
      <CardHeader>
        <CardTitle id="data-requests-title">Data requests</CardTitle>
        <CardDescription>
          Privacy requests your store passed on. Send a data request's zip to the customer within 30 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? <p className="text-sm text-red-700">Could not load the data requests.</p> : null}
        {!isError && requests.length === 0 ? (
          <p className="text-sm text-slate-600">No data requests yet.</p>
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

/** What the zip holds: every entry, sessions and measurements alike (the count is of all of them). */
const entriesText = (count: number) => pluralText(count, 'entry', 'entries');

function Row({ request, control }: { request: PrivacyRequestSummary; control: ExportControl }) {
  const path = pathOf(exportPrivacyRequest, { id: request.id });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-sm">
        <p className="font-medium text-slate-900">
          {TOPIC[request.topic]} · {STATUS[request.status]}
        </p>
        <p className="text-slate-600">
          {request.shopDomain}, received {when(request.receivedAt)}
          {request.topic === 'customers/data_request' && request.status === 'done'
            ? request.hasExport
              ? ` · ${entriesText(request.sessionCount ?? 0)}, ${pluralText(request.photoCount ?? 0, 'photo')}`
              : ' · this customer never used the tracker: nothing to send'
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
          Download zip
        </ExportButton>
      ) : null}
    </li>
  );
}
