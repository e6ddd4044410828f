import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { CONSOLE_MEMBER_PATHS, MEMBER_KINDS, MEMBER_SORT_KEYS, MEMBER_STATUSES, type ConsoleUser } from '@centre/contracts';
import { formatPhone } from '@centre/platform/phone';
import { PagedList } from '../components/PagedList.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { MEMBER_FILTERS, MEMBERS_PAGE_SIZE, useMembers } from '../features/members/api.ts';
import { valueColumn } from '../components/columns.tsx';
import { PageHead } from '../components/PageHead.tsx';
import styles from '../components/components.module.css';
import { ListFilter } from '../components/ListFilter.tsx';
import { downloadMembersCsv } from '../features/members/admin-api.ts';
import { useLevels } from '../lib/member-levels.ts';
import { useMayRequest } from '../lib/use-may-request.ts';
import { errorMessage, useLocale } from '@centre/platform';

const SEARCH_FIELDS = ['name', 'username', 'phone'] as const;
const FIXED_FILTERS = { memberKind: MEMBER_KINDS, status: MEMBER_STATUSES } as const;

/** Members and staff accounts: search by any or one field, filter by kind and status. */
export default function MembersPage() {
  const { t } = useTranslation('console');
  const mayRequest = useMayRequest();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, setFilter, setPage, setSort } = useListParams(MEMBER_FILTERS);
  const fieldParam = searchParams.get('field');
  const field = SEARCH_FIELDS.find((name) => name === fieldParam);
  const [fieldChoice, setFieldChoice] = useState(field ?? '');
  const list = useMembers(params, field);
  const levels = useLevels();
  const locale = useLocale();
  const [exportState, setExportState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const levelName = (id: string) => {
    const level = levels.data?.find((candidate) => candidate._id === id);
    return level ? level.name[locale] || level.name.ko : id;
  };
  const filterValues = { ...FIXED_FILTERS, levelId: (levels.data ?? []).map((level) => level._id) };
  const filterLabel = (name: (typeof MEMBER_FILTERS)[number], value: string) => (name === 'levelId' ? levelName(value) : t(`enums.${value}`));
  const exportCsv = () => {
    setExportState({ busy: true });
    const search = params.keyword ? { [field ?? 'keyword']: params.keyword } : {};
    downloadMembersCsv({ ...search, ...params.filters }).then(
      () => setExportState({ busy: false }),
      (error: unknown) => setExportState({ busy: false, error: errorMessage(error) }),
    );
  };
  const columns = useMemo<ColumnDef<ConsoleUser, unknown>[]>(
    () => [
      {
        id: 'name',
        accessorFn: (user) => user.name,
        header: () => t('members.name'),
        cell: ({ row }) => <Link to={`/console/users/${row.original._id}`}>{row.original.name}</Link>,
      },
      valueColumn('username', () => t('members.username'), (user) => user.username),
      valueColumn('phone', () => t('members.phone'), (user) => formatPhone(user.phone)),
      valueColumn('memberKind', () => t('members.memberKind'), (user) => user.memberKind, 'choice'),
      valueColumn('status', () => t('members.status'), (user) => user.status, 'choice'),
      valueColumn('createdAt', () => t('members.createdAt'), (user) => user.createdAt, 'date'),
    ],
    [t],
  );
  const filtered = Boolean(params.keyword) || Object.keys(params.filters).length > 0;
  const onSearch = (keyword: string) => {
    // The field and the keyword change together, in one history entry, back on page 1.
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of [['field', fieldChoice], ['keyword', keyword.trim()]] as const) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });
  };
  return (
    <section aria-labelledby="members-title">
      <PageHead titleId="members-title" title={t('nav.users')}>
        <Link to="/console/users/withdrawals" className={styles.secondaryLink}>
          {t('nav.withdrawals')}
        </Link>
        <button type="button" className={styles.secondaryButton} onClick={exportCsv} disabled={exportState.busy} aria-busy={exportState.busy}>
          {t('memberAdmin.exportCsv')}
        </button>
        {mayRequest('POST', CONSOLE_MEMBER_PATHS.users) && (
          <Link to="/console/users/create" className={styles.primaryLink}>
            {t('memberAdmin.create.title')}
          </Link>
        )}
      </PageHead>
      {exportState.error && (
        <p className={styles.error} role="alert">
          {exportState.error}
        </p>
      )}
      <div className={styles.listTools}>
        <label className={styles.filter}>
          <span>{t('members.searchField')}</span>
          <select value={fieldChoice} onChange={(event) => setFieldChoice(event.target.value)}>
            <option value="">{t('members.anyField')}</option>
            {SEARCH_FIELDS.map((name) => (
              <option key={name} value={name}>
                {t(`members.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <SearchForm keyword={params.keyword} onSearch={onSearch} label={t('list.searchIn', { name: t('nav.users') })} />
        {MEMBER_FILTERS.map((name) => (
          <ListFilter
            key={name}
            label={name === 'levelId' ? t('memberAdmin.fields.level') : t(`members.${name}`)}
            value={params.filters[name]}
            values={filterValues[name]}
            optionLabel={(value) => filterLabel(name, value)}
            onChange={(value) => setFilter(name, value)}
          />
        ))}
      </div>
      <PagedList
        list={list}
        rows={list.data?.users}
        empty={filtered ? t('list.noMatch') : t('members.empty')}
        caption={t('members.caption')}
        columns={columns}
        getRowId={(user) => user._id}
        rowHeader="name"
        rowLabel={(user) => user.name}
        page={params.page}
        pageSize={MEMBERS_PAGE_SIZE}
        onPage={setPage}
        // Newest first unless staff choose: by join date, name or username (the API's sort keys).
        sort={params.sort ? { id: params.sort, order: params.order } : { id: 'createdAt', order: 'desc' }}
        sortable={MEMBER_SORT_KEYS}
        onSort={setSort}
      />
    </section>
  );
}
