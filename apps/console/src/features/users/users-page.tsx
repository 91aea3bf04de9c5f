import { fullName, rolesWithInstances, type Role, type User } from '@playboard/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { useRoles, useUsers } from './api/management.ts';
import { useRoleName } from './role-name.ts';
import { UserEditor } from './user-editor.tsx';

const ROWS = 20;

function RolesCell({ user, roles }: { user: User; roles: Role[] }) {
  const { t } = useTranslation('users');
  const roleName = useRoleName();
  const grouped = rolesWithInstances(user);
  if (grouped.length === 0 && user.teamRoles.length === 0 && !user.platformOperator) {
    return <span className="text-slate-500">{t('table.noRoles')}</span>;
  }
  return (
    <ul className="space-y-0.5">
      {user.platformOperator && (
        <li>
          <span className="font-medium">{t('roles.operator.name')}</span>{' '}
          <span className="text-slate-600">{t('table.allInstances')}</span>
        </li>
      )}
      {user.teamRoles.map((team) => (
        <li key={team.organizationId}>
          <span className="font-medium">{t(`roles.${team.role}.name`)}</span>{' '}
          <span className="text-slate-600">
            {t('table.ofOrganization', { organization: team.organizationName })}
          </span>
        </li>
      ))}
      {grouped.map(({ role, instances }) => {
        const known = roles.find((candidate) => candidate.name === role);
        return (
          <li key={role}>
            <span className="font-medium">{known ? roleName(known) : role}</span>{' '}
            <span className="text-slate-600">
              {instances.includes('*') ? t('table.allInstances') : instances.join(', ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Users and roles (spec 2 §2, §7): every user of the platform, searched by e-mail or name and
 * filtered by role, paged; each edited in a side panel with their role assignments per instance.
 */
export function Component() {
  const { t } = useTranslation('users');
  const roleFilterId = useId();
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<number | undefined>(undefined);
  const [start, setStart] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);
  const users = useUsers({ start, rows: ROWS, search, roleId });
  const roles = useRoles();
  const roleList = roles.data?.results ?? [];
  const roleName = useRoleName();
  const page = users.data;
  const editing = page?.results.find((user) => user.id === editingId) ?? null;
  const filtered = search !== '' || roleId !== undefined;

  const columns: DataTableColumn<User>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (user) => (
        <span>
          <span className="font-medium">{fullName(user) || user.username}</span>
          {!user.verified && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {t('table.notVerified')}
            </span>
          )}
        </span>
      ),
    },
    { key: 'email', header: t('table.email'), cell: (user) => user.email },
    { key: 'roles', header: t('table.roles'), cell: (user) => <RolesCell user={user} roles={roleList} /> },
    {
      key: 'actions',
      header: t('table.actions'),
      className: 'text-right',
      cell: (user) => (
        <div className="flex justify-end">
          <Button
            variant="ghost"
            className="px-2 py-1"
            aria-label={t('table.editLabel', { email: user.email })}
            onClick={() => setEditingId(user.id)}
          >
            {t('table.edit')}
          </Button>
        </div>
      ),
    },
  ];

  const inviteLink = (
    <Link to={paths.guestInvite.getHref()} className={buttonClassName('primary')}>
      {t('inviteGuest')}
    </Link>
  );

  return (
    <Page title={t('title')} description={t('description')} actions={inviteLink}>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <SearchInput
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            onSearch={(text) => {
              setSearch(text);
              setStart(0);
            }}
            className="min-w-48 flex-1"
          />
          <div>
            <label htmlFor={roleFilterId} className="block text-sm font-medium text-slate-800">
              {t('roleFilter.label')}
            </label>
            <select
              id={roleFilterId}
              value={roleId === undefined ? '' : String(roleId)}
              onChange={(event) => {
                setRoleId(event.target.value === '' ? undefined : Number(event.target.value));
                setStart(0);
              }}
              className={inputClassName(false)}
            >
              <option value="">{t('roleFilter.all')}</option>
              {roleList.map((role) => (
                <option key={role.id} value={String(role.id)}>
                  {roleName(role)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {!page ? (
          users.isError ? (
            <LoadFailed
              title={t('loadFailed')}
              error={users.error}
              retryLabel={t('tryAgain')}
              onRetry={() => void users.refetch()}
            />
          ) : (
            <TableSkeleton label={t('loading')} columns={4} />
          )
        ) : page.numFound === 0 && !filtered ? (
          <EmptyState
            title={t('empty.title')}
            example={<code className="rounded bg-slate-100 px-2 py-1 text-xs">{t('empty.example')}</code>}
            actions={inviteLink}
          >
            {t('empty.body')}
          </EmptyState>
        ) : page.numFound === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('search.none')}</p>
        ) : (
          <>
            {users.isError && (
              <LoadFailed
                title={t('loadFailed')}
                error={users.error}
                retryLabel={t('tryAgain')}
                onRetry={() => void users.refetch()}
              />
            )}
            <DataTable
              caption={t('table.caption')}
              columns={columns}
              rows={page.results}
              rowKey={(user) => user.id}
              busy={users.isPlaceholderData}
              sortLabels={{ asc: t('table.sortAsc'), desc: t('table.sortDesc') }}
            />
            <Pagination
              offset={start}
              pageSize={ROWS}
              total={page.numFound}
              onOffsetChange={setStart}
              labels={{
                navigation: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                showing: t('pagination.showing', {
                  from: start + 1,
                  to: start + page.results.length,
                  total: page.numFound,
                }),
              }}
            />
          </>
        )}
      </div>
      <UserEditor user={editing} roles={roleList} onClose={() => setEditingId(null)} />
    </Page>
  );
}
