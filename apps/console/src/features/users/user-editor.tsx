import {
  INSTANCE_CONDITION,
  isUserValid,
  planUserSave,
  runUserSave,
  UserSaveError,
  type Role,
  type User,
  type UserSaveStep,
} from '@playboard/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/errors.ts';
import { useAlerts } from '../../ui/alerts/use-alerts.ts';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { inputClassName } from '../../ui/form/field-shell.tsx';
import { SidePanel, SidePanelClose } from '../../ui/side-panel.tsx';
import { useInvalidateUsers, userSaveCalls } from './api/management.ts';
import { useRoleName } from './role-name.ts';
import { RowsFieldset } from './rows-fieldset.tsx';
import { SitePicker } from './site-picker.tsx';

/** One assignment row of the form: its id when it is stored, its role and instance. */
interface AssignmentRow {
  key: string;
  id: string | undefined;
  roleId: string;
  instance: string;
}

function rowsOf(user: User): AssignmentRow[] {
  return user.roleAssignments.map((assignment) => ({
    key: assignment.id ?? crypto.randomUUID(),
    id: assignment.id,
    roleId: String(assignment.role.id),
    instance:
      assignment.conditions.find((condition) => condition.condition === INSTANCE_CONDITION)?.value ?? '*',
  }));
}

/** The user the form describes, in the shape the save plan compares (spec 2 §4). */
function editedUser(
  user: User,
  names: { firstName: string; lastName: string },
  rows: AssignmentRow[],
  roles: Role[],
): User {
  return {
    ...user,
    ...names,
    roleAssignments: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      role: {
        id: Number(row.roleId),
        name: roles.find((role) => String(role.id) === row.roleId)?.name ?? '',
      },
      conditions: [{ condition: INSTANCE_CONDITION, value: row.instance.trim() }],
    })),
  };
}

function failureText(error: unknown, fallback: (error: unknown) => string): string {
  const message =
    error instanceof ApiError
      ? (error.body as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message
      : undefined;
  return message ?? fallback(error);
}

interface UserEditorProps {
  user: User | null;
  roles: Role[];
  onClose: () => void;
}

type Failure = { step: string; message: string };

/**
 * Edits a user in a side panel: first and last name, and their role assignments, one per role and
 * instance (`*` for every instance). Saving runs the steps of spec 2 §4 in order and lists every
 * step that failed; the others are saved, and the form shows the user as now stored.
 */
export function UserEditor({ user, roles, onClose }: UserEditorProps) {
  const { t } = useTranslation('users');
  const [failures, setFailures] = useState<Failure[]>([]);
  const close = () => {
    setFailures([]);
    onClose();
  };
  return (
    <SidePanel
      open={user !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={user ? t('editor.title', { email: user.email }) : ''}
      description={t('editor.description')}
      size="wide"
    >
      {failures.length > 0 && (
        <Callout tone="error" title={t('editor.failed')} className="mb-6">
          <ul className="list-disc space-y-1 pl-5">
            {failures.map((failure, index) => (
              <li key={index}>
                {failure.step}: {failure.message}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {user && (
        // A new stored state (after a save that partly failed) starts the form again from it.
        <EditorForm
          key={JSON.stringify(user)}
          user={user}
          roles={roles}
          onSaved={close}
          onFailures={setFailures}
        />
      )}
    </SidePanel>
  );
}

interface EditorFormProps {
  user: User;
  roles: Role[];
  onSaved: () => void;
  onFailures: (failures: Failure[]) => void;
}

function EditorForm({ user, roles, onSaved, onFailures }: EditorFormProps) {
  const { t } = useTranslation('users');
  const errorMessage = useErrorMessage();
  const alerts = useAlerts();
  const invalidate = useInvalidateUsers();
  const formId = useId();
  const roleName = useRoleName();
  const [names, setNames] = useState({ firstName: user.firstName, lastName: user.lastName });
  const [rows, setRows] = useState<AssignmentRow[]>(() => rowsOf(user));
  const [saving, setSaving] = useState(false);
  const [checked, setChecked] = useState(false);

  const edited = editedUser(user, names, rows, roles);
  const valid = isUserValid(edited) && rows.every((row) => row.roleId !== '' && row.instance.trim() !== '');

  const stepText = (step: UserSaveStep) => {
    if (step.kind === 'updateProfile') return t('editor.steps.updateProfile');
    if (step.kind === 'createAssignment') {
      return t('editor.steps.create', {
        role: step.assignment.role.name,
        instance: step.assignment.conditions[0]?.value,
      });
    }
    const before = user.roleAssignments.find((assignment) => assignment.id === step.id);
    return t(step.recreate ? 'editor.steps.change' : 'editor.steps.delete', {
      role: before?.role.name,
      instance: before?.conditions[0]?.value ?? '*',
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!valid) return;
    const steps = planUserSave(user, edited);
    if (steps.length === 0) {
      onSaved();
      return;
    }
    setSaving(true);
    onFailures([]);
    try {
      await runUserSave(steps, userSaveCalls(user.id));
      alerts.push({ type: 'success', message: t('editor.saved', { email: user.email }) });
      onSaved();
    } catch (error) {
      if (!(error instanceof UserSaveError)) throw error;
      onFailures(
        error.failures.map((failure) => ({
          step: stepText(failure.step),
          message: failureText(failure.error, errorMessage),
        })),
      );
    } finally {
      setSaving(false);
      await invalidate();
    }
  };

  return (
    <form
      aria-label={t('editor.form')}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(['firstName', 'lastName'] as const).map((field) => {
          const id = `${formId}-${field}`;
          const missing = checked && names[field].trim() === '';
          return (
            <div key={field}>
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                {t(`editor.${field}`)}
              </label>
              <input
                id={id}
                value={names[field]}
                onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? `${id}-error` : undefined}
                className={inputClassName(missing)}
              />
              {missing && (
                <p id={`${id}-error`} className="mt-1 text-sm text-rose-700">
                  {t('editor.required')}
                </p>
              )}
            </div>
          );
        })}
      </div>

      <RowsFieldset
        legend={t('editor.assignments')}
        hint={t('editor.assignmentsHint')}
        empty={t('editor.noAssignments')}
        rows={rows}
        onChange={setRows}
        newRow={() => ({ key: crypto.randomUUID(), id: undefined, roleId: '', instance: '*' })}
        addText={t('editor.add')}
        removeText={t('editor.remove')}
        removeLabel={(number) => t('editor.removeLabel', { number })}
        error={
          checked &&
          !valid &&
          rows.some((row) => row.roleId === '' || row.instance.trim() === '') &&
          t('editor.incomplete')
        }
      >
        {(row, number, update) => {
          const incomplete = checked && (row.roleId === '' || row.instance.trim() === '');
          return (
            <>
              <label className="min-w-40 flex-1 text-xs text-slate-600">
                {t('editor.role', { number })}
                <select
                  value={row.roleId}
                  onChange={(event) => update({ roleId: event.target.value })}
                  aria-invalid={(incomplete && row.roleId === '') || undefined}
                  className={inputClassName(incomplete && row.roleId === '')}
                >
                  <option value="" disabled>
                    {t('editor.chooseRole')}
                  </option>
                  {roles.map((role) => (
                    <option key={role.id} value={String(role.id)}>
                      {roleName(role)}
                    </option>
                  ))}
                </select>
              </label>
              <SitePicker
                single
                label={t('editor.instance', { number })}
                value={row.instance ? [row.instance] : []}
                onChange={(instances) => update({ instance: instances[0] ?? '' })}
                invalid={incomplete && row.instance.trim() === ''}
              />
            </>
          );
        }}
      </RowsFieldset>

      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <SidePanelClose>
          <Button variant="secondary">{t('editor.cancel')}</Button>
        </SidePanelClose>
        <Button type="submit" loading={saving} loadingLabel={t('editor.saving')}>
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
