import {
  ALL_INSTANCES,
  permissionTree,
  rolePolicies,
  type AccessLevel,
  type PermissionTree,
  type Role,
} from '@playboard/domain';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { useRoles } from './api/management.ts';
import { PermissionNodeLabel } from './permission-node.tsx';
import { useRoleName } from './role-name.ts';

const levelStyles: Record<AccessLevel, string> = {
  WRITE: 'bg-emerald-100 text-emerald-900',
  READ: 'bg-sky-100 text-sky-900',
  NONE: 'bg-slate-100 text-slate-600',
};

function Level({ level }: { level: AccessLevel }) {
  const { t } = useTranslation('users');
  return (
    <span className={clsx('rounded px-1.5 py-0.5 text-xs font-medium', levelStyles[level])}>
      {t(`levels.${level}`)}
    </span>
  );
}

/** The nodes of one tree grouped by their branch (analytics, search tuning), each named, explained and with its level. */
function Branches({ nodes }: { nodes: Readonly<Record<string, AccessLevel>> }) {
  const branches = new Map<string, [string, AccessLevel][]>();
  for (const [node, level] of Object.entries(nodes)) {
    const [branch = node, leaf] = node.split('.');
    const key = leaf ? branch : '';
    branches.set(key, [...(branches.get(key) ?? []), [node, level]]);
  }
  return (
    <ul className="space-y-3">
      {[...branches].map(([branch, leaves]) => (
        <li key={branch || 'root'}>
          {branch && <PermissionNodeLabel node={branch} />}
          <ul className={clsx('space-y-2', branch && 'mt-2 border-l border-slate-200 pl-3')}>
            {leaves.map(([node, level]) => (
              <li key={node} className="flex items-start justify-between gap-2">
                <PermissionNodeLabel node={node} />
                <Level level={level} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function RoleTree({ tree }: { tree: PermissionTree }) {
  const { t } = useTranslation('users');
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {(['search', 'browse', 'global'] as const).map((part) => (
        <section key={part} aria-label={t(`tree.${part}`)}>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`tree.${part}`)}
          </h3>
          <Branches nodes={tree[part]} />
        </section>
      ))}
    </div>
  );
}

function RoleCard({ role }: { role: Role }) {
  const { t } = useTranslation('users');
  const roleName = useRoleName();
  // The tree a role gives on the instances it is assigned for (spec 2 §6).
  const tree = permissionTree(rolePolicies(role.permissions, [ALL_INSTANCES]), { instance: ALL_INSTANCES });
  return (
    <article
      aria-labelledby={`role-${role.id}`}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <div className="mb-4 flex flex-wrap items-baseline gap-3">
        <h2 id={`role-${role.id}`} className="text-base font-semibold text-slate-900">
          {roleName(role)}
        </h2>
        <code className="text-xs text-slate-500">{role.key}</code>
        <span className="text-xs text-slate-600">
          {t(`targets.${role.target}`, { defaultValue: role.target })}
        </span>
      </div>
      <p className="mb-4 text-sm text-slate-600">
        {t(`roles.${role.key}.description`, { defaultValue: role.description })}
      </p>
      <RoleTree tree={tree} />
    </article>
  );
}

/** The roles (spec 2 §3, §7), each with the permission tree it gives (spec 2 §6). */
export function Component() {
  const { t } = useTranslation('users');
  const roles = useRoles();
  return (
    <Page title={t('rolesPage.title')} description={t('rolesPage.description')}>
      {!roles.data ? (
        roles.isError ? (
          <LoadFailed
            title={t('rolesPage.loadFailed')}
            error={roles.error}
            retryLabel={t('tryAgain')}
            onRetry={() => void roles.refetch()}
          />
        ) : (
          <TableSkeleton label={t('rolesPage.loading')} columns={3} />
        )
      ) : roles.data.results.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">{t('rolesPage.empty')}</p>
      ) : (
        <div className="space-y-6">
          {roles.data.results.map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </div>
      )}
    </Page>
  );
}
