import type { Invitation, TeamMember, TeamRole } from '@playboard/domain';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/get-profile.ts';
import { useCanWrite } from '../../lib/access.ts';
import { logout } from '../../lib/auth.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useCurrentOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Page } from '../../ui/page.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { PendingStatus } from '../../ui/pending-status.tsx';
import { SearchInput } from '../../ui/search-input.tsx';
import { TableSkeleton } from '../../ui/table-skeleton.tsx';
import { useInvitationAction, useRemoveMember, useTeam } from './api/team.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { TEAM_PAGE_SIZE, useTableView } from './use-table-view.ts';

type MemberKey = 'name' | 'email' | 'created' | 'role' | 'actions';
type InvitationKey = 'email' | 'role' | 'sent' | 'status' | 'actions';

const byText = (a: string, b: string) => a.localeCompare(b);

const memberOrder = {
  name: (a: TeamMember, b: TeamMember) => byText(a.name, b.name),
  email: (a: TeamMember, b: TeamMember) => byText(a.email, b.email),
  created: (a: TeamMember, b: TeamMember) => byText(a.created, b.created),
  role: (a: TeamMember, b: TeamMember) => byText(a.role, b.role),
  actions: () => 0,
};
const invitationOrder = {
  email: (a: Invitation, b: Invitation) => byText(a.email, b.email),
  role: (a: Invitation, b: Invitation) => byText(a.role, b.role),
  sent: (a: Invitation, b: Invitation) => byText(a.sent, b.sent),
  status: (a: Invitation, b: Invitation) => byText(a.status, b.status),
  actions: () => 0,
};
const memberText = (member: TeamMember) => `${member.name} ${member.email}`;
const invitationText = (invitation: Invitation) => invitation.email;

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
}

function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation('team');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
        role === 'owner' ? 'bg-indigo-50 text-indigo-700' : 'bg-slate-100 text-slate-700',
      )}
    >
      {t(`roles.${role}`)}
    </span>
  );
}

/** A row action the caller may not take: shown disabled, with the reason beside it. */
function Refused({ label, reason }: { label: string; reason: string }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-2">
      <Button variant="ghost" disabled title={reason}>
        {label}
      </Button>
      <span className="text-xs text-slate-500">{reason}</span>
    </span>
  );
}

/** A team table with its sorting and, past one page, its pages (members or invitations). */
function TeamTable<Row extends { id: string }, Key extends string>({
  section,
  view,
  columns,
}: {
  section: 'members' | 'invitations';
  view: ReturnType<typeof useTableView<Row, Key>>;
  columns: DataTableColumn<Row, Key>[];
}) {
  const { t } = useTranslation('team');
  return (
    <>
      <DataTable
        caption={t(`${section}.title`)}
        columns={columns}
        rows={view.rows}
        rowKey={(row) => row.id}
        sort={view.sort}
        onSortChange={view.setSort}
        sortLabels={{ asc: t('sortAscending'), desc: t('sortDescending') }}
      />
      {view.total > TEAM_PAGE_SIZE && (
        <Pagination
          offset={view.offset}
          pageSize={TEAM_PAGE_SIZE}
          total={view.total}
          onOffsetChange={view.setOffset}
          labels={{
            navigation: t(`${section}.pages`),
            previous: t('previous'),
            next: t('next'),
            showing: t('showing', {
              from: view.offset + 1,
              to: Math.min(view.offset + TEAM_PAGE_SIZE, view.total),
              total: view.total,
            }),
          }}
        />
      )}
    </>
  );
}

interface SectionProps {
  organizationId: string;
  role: TeamRole;
  /** The caller's token may only read the team (spec 2 §6 READ on `account`): every action is refused. */
  readOnly: boolean;
}

function MembersSection({
  organizationId,
  role,
  readOnly,
  members,
  myId,
  organizationName,
}: SectionProps & { members: TeamMember[]; myId: string | undefined; organizationName: string }) {
  const { t } = useTranslation('team');
  const formatDate = useDate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const remove = useRemoveMember(organizationId);
  const [confirming, setConfirming] = useState<TeamMember>();
  const view = useTableView<TeamMember, MemberKey>(members, {
    searchText: memberText,
    compare: memberOrder,
    initialSort: { key: 'created', direction: 'asc' },
  });
  const owners = members.filter((member) => member.role === 'owner').length;

  const refusal = (member: TeamMember): string | undefined => {
    if (readOnly) return t('reasons.readOnly');
    if (role !== 'owner' && member.role === 'owner') return t('reasons.ownersOnly');
    if (member.role === 'owner' && owners <= 1) return t('reasons.lastOwner');
    return undefined;
  };

  const onRemove = (member: TeamMember) => {
    const leaving = member.id === myId;
    remove.mutate(member.id, {
      onSuccess: () => {
        if (leaving) {
          void logout();
          return;
        }
        alerts.push({ type: 'success', message: t('members.removed', { name: member.name }) });
      },
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });
  };

  const columns: DataTableColumn<TeamMember, MemberKey>[] = [
    {
      key: 'name',
      header: t('members.name'),
      sortable: true,
      cell: (member) => (
        <span className="font-medium text-slate-900">
          {member.name}
          {member.id === myId && (
            <span className="ml-2 text-xs font-normal text-slate-500">{t('members.you')}</span>
          )}
        </span>
      ),
    },
    { key: 'email', header: t('members.email'), sortable: true, cell: (member) => member.email },
    {
      key: 'created',
      header: t('members.created'),
      sortable: true,
      cell: (member) => formatDate(member.created),
    },
    {
      key: 'role',
      header: t('members.role'),
      sortable: true,
      cell: (member) => <RoleBadge role={member.role} />,
    },
    {
      key: 'actions',
      header: t('actions'),
      className: 'text-right',
      cell: (member) => {
        const label = member.id === myId ? t('members.leave') : t('members.remove');
        if (remove.isPending && remove.variables === member.id) {
          return <PendingStatus label={t('members.removing')} />;
        }
        const reason = refusal(member);
        if (reason) return <Refused label={label} reason={reason} />;
        return (
          <Button
            variant="ghost"
            onClick={() => setConfirming(member)}
            aria-label={member.id === myId ? label : t('members.removeNamed', { name: member.name })}
          >
            {label}
          </Button>
        );
      },
    },
  ];

  const leaving = confirming?.id === myId;
  return (
    <section
      aria-labelledby="team-members"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
        <h2 id="team-members" className="text-base font-semibold text-slate-900">
          {t('members.title')}
        </h2>
        <SearchInput
          label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          onSearch={view.setSearch}
          className="w-72"
        />
      </div>
      {view.total === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          {t('members.noMatch', { search: view.search })}
        </p>
      ) : (
        <TeamTable section="members" view={view} columns={columns} />
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title={
          leaving
            ? t('members.leaveTitle', { organization: organizationName })
            : t('members.removeTitle', { name: confirming?.name })
        }
        confirmLabel={leaving ? t('members.leave') : t('members.remove')}
        cancelLabel={t('cancel')}
        onConfirm={() => confirming && onRemove(confirming)}
      >
        <p className="text-sm text-slate-600">
          {leaving
            ? t('members.leaveWarning', { organization: organizationName })
            : t('members.removeWarning', { name: confirming?.name, organization: organizationName })}
        </p>
      </ConfirmDialog>
    </section>
  );
}

function InvitationsSection({
  organizationId,
  readOnly,
  invitations,
  onInvite,
}: SectionProps & { invitations: Invitation[]; onInvite: () => void }) {
  const { t } = useTranslation('team');
  const formatDate = useDate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const resend = useInvitationAction(organizationId, 'resend');
  const revoke = useInvitationAction(organizationId, 'revoke');
  const [revoking, setRevoking] = useState<Invitation>();
  const view = useTableView<Invitation, InvitationKey>(invitations, {
    searchText: invitationText,
    compare: invitationOrder,
    initialSort: { key: 'sent', direction: 'desc' },
  });

  const run = (action: typeof resend, invitation: Invitation, done: string) =>
    action.mutate(invitation.id, {
      onSuccess: () => alerts.push({ type: 'success', message: t(done, { email: invitation.email }) }),
      onError: (error) => alerts.push({ type: 'error', message: errorMessage(error) }),
    });

  const columns: DataTableColumn<Invitation, InvitationKey>[] = [
    {
      key: 'email',
      header: t('invitations.email'),
      sortable: true,
      cell: (row) => <span className="font-medium text-slate-900">{row.email}</span>,
    },
    {
      key: 'role',
      header: t('invitations.role'),
      sortable: true,
      cell: (row) => <RoleBadge role={row.role} />,
    },
    { key: 'sent', header: t('invitations.sent'), sortable: true, cell: (row) => formatDate(row.sent) },
    {
      key: 'status',
      header: t('invitations.status'),
      sortable: true,
      cell: (row) => (
        <span
          className={clsx(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-medium',
            row.status === 'pending' ? 'bg-amber-50 text-amber-800' : 'bg-rose-50 text-rose-700',
          )}
        >
          {row.status === 'pending'
            ? t('invitations.pendingUntil', { date: formatDate(row.expiresAt) })
            : t('invitations.expired')}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      className: 'text-right',
      cell: (row) => {
        if (resend.isPending && resend.variables === row.id)
          return <PendingStatus label={t('invitations.resending')} />;
        if (revoke.isPending && revoke.variables === row.id)
          return <PendingStatus label={t('invitations.revoking')} />;
        if (readOnly) {
          return (
            <span className="inline-flex flex-wrap items-center justify-end gap-1">
              <Button variant="ghost" disabled title={t('reasons.readOnly')}>
                {t('invitations.resend')}
              </Button>
              <Button variant="ghost" disabled title={t('reasons.readOnly')}>
                {t('invitations.revoke')}
              </Button>
              <span className="text-xs text-slate-500">{t('reasons.readOnly')}</span>
            </span>
          );
        }
        return (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              onClick={() => run(resend, row, 'invitations.resent')}
              aria-label={t('invitations.resendNamed', { email: row.email })}
            >
              {t('invitations.resend')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => setRevoking(row)}
              aria-label={t('invitations.revokeNamed', { email: row.email })}
            >
              {t('invitations.revoke')}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <section
      aria-labelledby="team-invitations"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
        <h2 id="team-invitations" className="text-base font-semibold text-slate-900">
          {t('invitations.title')}
        </h2>
        {invitations.length > 0 && (
          <SearchInput
            label={t('invitations.search')}
            placeholder={t('invitations.searchPlaceholder')}
            onSearch={view.setSearch}
            className="w-72"
          />
        )}
      </div>
      {invitations.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          example={
            <span className="inline-flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
              {t('empty.example')} <RoleBadge role="admin" />
            </span>
          }
          actions={
            <Button
              onClick={onInvite}
              disabled={readOnly}
              title={readOnly ? t('reasons.readOnly') : undefined}
            >
              {t('invite.open')}
            </Button>
          }
        >
          {t('empty.explanation')}
        </EmptyState>
      ) : view.total === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          {t('invitations.noMatch', { search: view.search })}
        </p>
      ) : (
        <TeamTable section="invitations" view={view} columns={columns} />
      )}
      {/* Revoking cannot be undone from the screen, as removing a member cannot (issue 32 item 6). */}
      <ConfirmDialog
        open={revoking !== undefined}
        onOpenChange={(open) => !open && setRevoking(undefined)}
        title={t('invitations.revokeTitle', { email: revoking?.email })}
        confirmLabel={t('invitations.revoke')}
        cancelLabel={t('cancel')}
        onConfirm={() => revoking && run(revoke, revoking, 'invitations.revoked')}
      >
        <p className="text-sm text-slate-600">{t('invitations.revokeWarning', { email: revoking?.email })}</p>
      </ConfirmDialog>
    </section>
  );
}

/** /team (organisation view): members and invitations (spec 1 §2, §3, §4, §6). */
export function Component() {
  const { t } = useTranslation('team');
  const organization = useCurrentOrganization();
  const myId = useProfile().data?.id;
  const organizationId = organization?.uuid ?? '';
  const team = useTeam(organizationId);
  const [inviting, setInviting] = useState(false);
  const role: TeamRole = organization?.role === 'owner' ? 'owner' : 'admin';
  const readOnly = !useCanWrite();

  return (
    <Page
      title={t('title')}
      description={t(role === 'owner' ? 'intro.owner' : 'intro.admin')}
      actions={
        <span className="flex flex-col items-end gap-1">
          <Button onClick={() => setInviting(true)} disabled={readOnly}>
            {t('invite.open')}
          </Button>
          {readOnly && <span className="text-xs text-slate-500">{t('reasons.readOnly')}</span>}
        </span>
      }
    >
      {team.isPending ? (
        <TableSkeleton label={t('loading')} columns={5} />
      ) : team.error ? (
        <LoadFailed
          title={t('loadFailed')}
          error={team.error}
          retryLabel={t('tryAgain')}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <MembersSection
            organizationId={organizationId}
            role={role}
            readOnly={readOnly}
            members={team.data.members}
            myId={myId}
            organizationName={organization?.name ?? ''}
          />
          <InvitationsSection
            organizationId={organizationId}
            role={role}
            readOnly={readOnly}
            invitations={team.data.invitations}
            onInvite={() => setInviting(true)}
          />
        </div>
      )}
      <InviteDialog organizationId={organizationId} role={role} open={inviting} onOpenChange={setInviting} />
    </Page>
  );
}
