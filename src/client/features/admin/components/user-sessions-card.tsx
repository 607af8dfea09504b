import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useLocalFormat, useT } from '#client/lib/i18n/use-t.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import type { ExportControl } from '../hooks/use-export.ts';
import { useStepLostCheck } from '../hooks/use-step-lost-check.ts';
import { AdminLoadError } from './admin-load-error.tsx';
import { CustomerRow } from './customer-row.tsx';
import '../messages.ts';

/** 'User Sessions': every customer with session count and last activity, 50 a page, newest activity first. */
export function UserSessionsCard({ control }: { control: ExportControl }) {
  const t = useT();
  const format = useLocalFormat();
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
        {t('admin.users.loading')}
      </div>
    );
  } else if (data.customers.length === 0) {
    content = <p className="py-6 text-center text-sm text-slate-600">{t('admin.users.empty')}</p>;
  } else {
    content = (
      <ul
        aria-label={t('admin.users.list')}
        className="divide-y divide-slate-100"
        aria-busy={users.isPlaceholderData}
      >
        {data.customers.map((customer) => (
          <CustomerRow key={customer.key} customer={customer} control={control} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="user-sessions-title">
      <CardHeader>
        <CardTitle id="user-sessions-title">{t('admin.users.title')}</CardTitle>
        <CardDescription aria-live="polite">
          {data ? t('admin.users.count', { count: data.total }) : t('admin.users.intro')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {content}
        {data && data.total > data.pageSize ? (
          <nav
            aria-label={t('admin.users.pages')}
            className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-4"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1 || users.isFetching}
              onClick={() => setPage((current) => Math.max(1, current - 1))}
            >
              <ChevronLeft aria-hidden="true" />
              {t('admin.users.previous')}
            </Button>
            <span className="text-sm text-slate-600" aria-live="polite">
              {t('admin.users.page', { page: format.count(page), pages: format.count(pages) })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages || users.isFetching}
              onClick={() => setPage((current) => Math.min(pages, current + 1))}
            >
              {t('admin.users.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
