import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useSelection, type ProfileOrganization } from '../../lib/session.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

function CompanyChoice({
  organization,
  opening,
  disabled,
  onChoose,
}: {
  organization: ProfileOrganization;
  opening: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'domain']);
  const blocked = organization.status === 'BLOCKED';
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        disabled={disabled}
        aria-busy={opening || undefined}
        className="flex w-full items-center justify-between gap-4 rounded-lg bg-white px-5 py-4 text-left shadow-sm ring-1 ring-slate-900/5 transition hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-wait"
      >
        <span className="min-w-0">
          <span className="flex items-center gap-2">
            <span className="truncate font-medium text-slate-900">{organization.name}</span>
            {blocked && (
              <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-700 ring-1 ring-rose-600/20">
                {t('companies.blocked')}
              </span>
            )}
          </span>
          <span className="mt-1 block text-sm text-slate-600">
            {t(`domain:businessVerticals.${organization.businessVertical}`)}
            {' · '}
            {t('companies.role', {
              role: t(`companies.roles.${organization.role}`, { defaultValue: organization.role }),
            })}
          </span>
        </span>
        {opening && <Spinner size="small" label={t('companies.switching')} />}
      </button>
    </li>
  );
}

/** /companies: the user's organisations; choosing one makes it current and goes home. */
export function Component() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const alerts = useAlerts();
  const errorMessage = useErrorMessage();
  const { organizations, selectOrganization } = useSelection();
  const [opening, setOpening] = useState<string>();

  const choose = (organizationId: string) => {
    setOpening(organizationId);
    selectOrganization(organizationId).then(
      () => navigate(paths.home.getHref()),
      (error: unknown) => {
        setOpening(undefined);
        alerts.push({ type: 'error', message: errorMessage(error) });
      },
    );
  };

  return (
    <Page title={t('companies.title')} description={organizations.length > 0 && t('companies.intro')}>
      {organizations.length === 0 ? (
        <p className="text-sm text-slate-600">{t('companies.empty')}</p>
      ) : (
        <ul className="max-w-2xl space-y-3">
          {organizations.map((organization) => (
            <CompanyChoice
              key={organization.uuid}
              organization={organization}
              opening={opening === organization.uuid}
              disabled={opening !== undefined}
              onChoose={() => choose(organization.uuid)}
            />
          ))}
        </ul>
      )}
    </Page>
  );
}
