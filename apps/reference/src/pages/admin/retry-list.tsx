import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { AlertBanner, Button, DataTable, type DataTableColumn, EmptyState } from '@teranga/ui';
import { useState } from 'react';
import { StatusFilter } from '../../app/native-select';
import * as page from '../../app/page.css';

/** What a staff list of money sent out (refunds, payouts) says around its table. */
export interface RetryListTexts {
  title: string;
  intro: string;
  filter: string;
  caption: string;
  actions: string;
  retry: string;
  retryFailed: string;
  loadFailed: string;
  empty: string;
  emptyFiltered: string;
}

interface Row {
  id: string;
  status: string;
}

/** « Réessayer » on refused rows: the request, and the announcement once the provider was asked again. */
export function useRetry<T extends Row>(send: (row: T) => Promise<unknown>, retried: string) {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      setAnnouncement(retried);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
  });
  return { mutation, announcement };
}

type Retry<T extends Row> = ReturnType<typeof useRetry<T>>;

/** The actions column: « Réessayer » on a refused row only, named after what it asks again (`labelOf`). */
export function retryColumn<T extends Row>(
  retry: Retry<T>,
  texts: Pick<RetryListTexts, 'actions' | 'retry'>,
  labelOf: (row: T) => string,
): DataTableColumn<T> {
  const { mutation } = retry;
  return {
    id: 'actions',
    header: texts.actions,
    cell: (row) =>
      row.status === 'failed' ? (
        <Button
          size="sm"
          variant="outline"
          loading={mutation.isPending && mutation.variables?.id === row.id}
          aria-label={labelOf(row)}
          onClick={() => mutation.mutate(row)}
        >
          {texts.retry}
        </Button>
      ) : null,
  };
}

/**
 * A staff list of what Teranga sends out and may have to ask again (/admin/refunds, /admin/payouts): heading, status
 * filter, the retry's announcement or refusal, and the table with its loading, error and empty states.
 */
export function RetryList<T extends Row>({
  texts,
  statusOptions,
  status,
  onStatusChange,
  list,
  columns,
  retry,
}: {
  texts: RetryListTexts;
  statusOptions: ReadonlyArray<{ value: string; label: string }>;
  status: string | undefined;
  onStatusChange: (status: string) => void;
  list: UseQueryResult<T[]>;
  columns: readonly DataTableColumn<T>[];
  retry: Retry<T>;
}) {
  const { mutation, announcement } = retry;
  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{texts.title}</h1>
        <p className={page.muted}>{texts.intro}</p>
      </div>
      <div className={page.row}>
        <StatusFilter
          label={texts.filter}
          options={statusOptions}
          status={status}
          onChange={onStatusChange}
        />
      </div>
      <p role="status" className={announcement ? undefined : page.visuallyHidden}>
        {announcement}
      </p>
      {mutation.isError ? (
        <AlertBanner tone="critical" onDismiss={() => mutation.reset()}>
          {mutation.error instanceof Error && mutation.error.message
            ? mutation.error.message
            : texts.retryFailed}
        </AlertBanner>
      ) : null}
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowId={(row) => row.id}
        caption={texts.caption}
        loading={list.isPending}
        error={list.isError ? texts.loadFailed : undefined}
        onRetry={() => void list.refetch()}
        empty={<EmptyState icon="check" title={status ? texts.emptyFiltered : texts.empty} />}
      />
    </div>
  );
}
