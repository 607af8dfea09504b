import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { pluralText } from '#shared/rules/english-format.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { useStepLostCheck } from '../hooks/use-step-lost-check.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import { CustomerRow } from './customer-row.tsx';

/** 'User Sessions': every customer with session count and last activity, 50 a page, newest activity first. */
export function UserSessionsCard({ control }: { control: ExportControl }) {
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  useStepLostCheck(users.error);
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  let content: ReactNode;
  if (users.isError && !data)
    content = <AdminLoadError error={users.error} onRetry={() => users.refetch()} />;
  else if (!data) {
    content = (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
        <Spinner />
        Loading users...
      </div>
    );
  } else if (data.customers.length === 0) {
    content = <p className="py-6 text-center text-sm text-slate-600">No user data available yet</p>;
  } else {
    content = (
      <ul aria-label="Users" className="divide-y divide-slate-100" aria-busy={users.isPlaceholderData}>
        {data.customers.map((customer) => (
          <CustomerRow key={customer.key} customer={customer} control={control} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="user-sessions-title">
      <CardHeader>
        <CardTitle id="user-sessions-title">User Sessions</CardTitle>
        <CardDescription aria-live="polite">
          {data ? pluralText(data.total, 'user') : 'Accounts and store customers with their sessions'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {content}
        {data && data.total > data.pageSize ? (
          <nav
            aria-label="User pages"
            className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-4"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || users.isFetching}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="text-sm text-slate-600" aria-live="polite">
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages || users.isFetching}
              onClick={() => setPage((current) => Math.min(pages, current + 1))}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
