// The Users and roles API of spec 2 §7 (/management/v1), for the platform's operators.
import {
  usersPage,
  type Invite,
  type Role,
  type RoleAssignment,
  type RoleAssignmentInput,
  type User,
  type UserPage,
} from '@playboard/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = '/management/v1';

export interface UsersFilter {
  /** The first row shown; the API's page is start divided by rows (spec 2 §7). */
  start: number;
  rows: number;
  search: string;
  roleId: number | undefined;
}

/** GET /management/v1/users with page (start / rows), size, search and roleId. */
export function getUsers({ start, rows, search, roleId }: UsersFilter): Promise<UserPage> {
  const query = new URLSearchParams({ page: String(usersPage(start, rows)), size: String(rows) });
  if (search) query.set('search', search);
  if (roleId !== undefined) query.set('roleId', String(roleId));
  return api.get<UserPage>(`${base}/users?${query}`);
}

const usersKey = ['management', 'users'] as const;

export function useUsers(filter: UsersFilter) {
  return useQuery(
    queryOptions({
      queryKey: [...usersKey, filter],
      queryFn: () => getUsers(filter),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /management/v1/roles, page 0 and size 100 (spec 2 §7, §9). */
export function getRoles(): Promise<{ results: Role[]; numFound: number }> {
  return api.get(`${base}/roles?page=0&size=100`);
}

export function useRoles() {
  return useQuery(
    queryOptions({ queryKey: ['management', 'roles'], queryFn: getRoles, staleTime: 5 * 60_000 }),
  );
}

/** The calls of a user save (spec 2 §4), for runUserSave. */
export function userSaveCalls(userId: string) {
  const path = `${base}/users/${encodeURIComponent(userId)}`;
  return {
    updateProfile: (profile: { firstName: string; lastName: string }) => api.put<User>(path, profile),
    deleteAssignment: (id: string) => api.delete<void>(`${path}/role-assignments/${encodeURIComponent(id)}`),
    createAssignment: (assignment: RoleAssignment) => {
      const body: RoleAssignmentInput = { roleId: assignment.role.id, conditions: assignment.conditions };
      return api.post<RoleAssignment>(`${path}/role-assignments`, body);
    },
  };
}

/** Reloads the users list after a save, whatever part of it went through. */
export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKey });
}

/** POST /management/v1/guests: email, username and policies. */
export function useInviteGuest() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (invite: Invite) => api.post<User>(`${base}/guests`, invite),
    onSuccess: () => invalidate(),
  });
}
