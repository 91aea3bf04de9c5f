import {
  STORAGE_KEYS,
  type AccountProfile,
  type Engine,
  type Organization,
  type OrganizationSummary,
  type Site,
} from '@playboard/domain';
import { useSyncExternalStore } from 'react';
import { getOrganizationQueryOptions, useOrganization } from '../api/get-organization.ts';
import { getProfileQueryOptions, useProfile } from '../api/get-profile.ts';
import { changeLanguage } from './i18n.ts';
import { queryClient } from './query-client.ts';

export type { Engine, Site } from '@playboard/domain';

export type Permission = OrganizationSummary['permissions'][number];

/** An organisation as the profile lists it (`GET /account/v1/users`). */
export type ProfileOrganization = AccountProfile['organizations'][number];

/** The profile of `GET /account/v1/users`. */
export type Profile = AccountProfile;

/** `GET /main/v1/organizations/{id}`: the organisation with its sites. */
export type OrganizationDetail = Organization;

/** The organisation the user works in: its profile entry (role, permissions) plus its sites. */
export interface CurrentOrganization extends ProfileOrganization {
  sites: Site[];
}

/**
 * What the user has chosen, remembered across visits. It is the session's only state: the profile
 * and the organisations' sites are server data, read from the query cache.
 */
export interface Selection {
  organizationId: string | undefined;
  siteId: string | undefined;
  engineId: string | undefined;
}

function readSelection(): Selection {
  return {
    organizationId: localStorage.getItem(STORAGE_KEYS.organization) ?? undefined,
    siteId: localStorage.getItem(STORAGE_KEYS.site) ?? undefined,
    engineId: localStorage.getItem(STORAGE_KEYS.engine) ?? undefined,
  };
}

function writeSelection(next: Selection): void {
  const entries = [
    [STORAGE_KEYS.organization, next.organizationId],
    [STORAGE_KEYS.site, next.siteId],
    [STORAGE_KEYS.engine, next.engineId],
  ] as const;
  for (const [key, value] of entries) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
}

let selection: Selection = readSelection();
const listeners = new Set<() => void>();

function select(next: Selection): void {
  selection = next;
  writeSelection(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** spec 1 §4: the engine with the default flag, else the first. */
export function defaultEngine(site: Site | undefined): Engine | undefined {
  return site?.engines.find((engine) => engine.default) ?? site?.engines[0];
}

/** The remembered site when it still belongs to the organisation, else its first site. */
export function currentSiteOf(detail: OrganizationDetail | undefined, chosen: Selection): Site | undefined {
  return detail?.sites.find((site) => site.uuid === chosen.siteId) ?? detail?.sites[0];
}

/** The remembered engine when it belongs to the site, else the default engine rule. */
export function currentEngineOf(site: Site | undefined, chosen: Selection): Engine | undefined {
  return site?.engines.find((engine) => engine.uuid === chosen.engineId) ?? defaultEngine(site);
}

function currentOrganizationOf(
  profile: Profile | undefined,
  detail: OrganizationDetail | undefined,
  chosen: Selection,
): CurrentOrganization | null {
  const entry = profile?.organizations.find((organization) => organization.uuid === chosen.organizationId);
  if (!entry) return null;
  return { ...entry, sites: detail?.uuid === entry.uuid ? detail.sites : [] };
}

function cachedProfile(): Profile | undefined {
  return queryClient.getQueryData(getProfileQueryOptions().queryKey);
}

function cachedOrganization(): OrganizationDetail | undefined {
  const { organizationId } = selection;
  return organizationId
    ? queryClient.getQueryData(getOrganizationQueryOptions(organizationId).queryKey)
    : undefined;
}

export function getSession(): { selection: Selection; profile: Profile | null } {
  return { selection, profile: cachedProfile() ?? null };
}

export function getCurrentOrganization(): CurrentOrganization | null {
  return currentOrganizationOf(cachedProfile(), cachedOrganization(), selection);
}

export function getCurrentSite(): Site | undefined {
  return currentSiteOf(cachedOrganization(), selection);
}

export function getCurrentEngine(): Engine | undefined {
  return currentEngineOf(getCurrentSite(), selection);
}

/** Keeps the remembered organisation only while the user still belongs to it; one organisation is chosen for them. */
function reconcileSelection(profile: Profile): void {
  const organizations = profile.organizations;
  if (organizations.some((organization) => organization.uuid === selection.organizationId)) return;
  const only = organizations.length === 1 ? organizations[0] : undefined;
  select({ organizationId: only?.uuid, siteId: undefined, engineId: undefined });
}

/** Remembers the site and engine the organisation's detail settles on. */
function settleSite(detail: OrganizationDetail): void {
  if (selection.organizationId !== detail.uuid) return;
  const site = currentSiteOf(detail, selection);
  const engineId = currentEngineOf(site, selection)?.uuid;
  if (site?.uuid !== selection.siteId || engineId !== selection.engineId) {
    select({ organizationId: detail.uuid, siteId: site?.uuid, engineId });
  }
}

async function loadOrganization(organizationId: string, fresh: boolean): Promise<void> {
  const options = getOrganizationQueryOptions(organizationId);
  const detail = fresh
    ? await queryClient.fetchQuery({ ...options, staleTime: 0 })
    : await queryClient.ensureQueryData(options);
  settleSite(detail);
}

/** Loads the profile (which fills the organisations list) and the current organisation's sites anew. */
export async function refreshProfile(): Promise<Profile> {
  const profile = await queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 });
  reconcileSelection(profile);
  await changeLanguage(profile.language);
  if (selection.organizationId) await loadOrganization(selection.organizationId, true);
  return profile;
}

/**
 * For the guards: the profile and the current organisation's sites from the cache, loaded once when
 * start-up could not load them.
 */
export async function ensureSessionLoaded(): Promise<void> {
  if (!cachedProfile()) {
    await refreshProfile();
    return;
  }
  if (selection.organizationId) await loadOrganization(selection.organizationId, false);
}

/** spec 1 §4: switching organisation clears the site (and engine), then loads the organisation and its sites. */
export async function selectOrganization(organizationId: string): Promise<void> {
  select({ organizationId, siteId: undefined, engineId: undefined });
  await loadOrganization(organizationId, true);
}

export function selectSite(siteId: string): void {
  const site = cachedOrganization()?.sites.find((candidate) => candidate.uuid === siteId);
  if (!site) return;
  select({ ...selection, siteId, engineId: defaultEngine(site)?.uuid });
}

export function selectEngine(engineId: string): void {
  select({ ...selection, engineId });
}

function useChosen(): Selection {
  return useSyncExternalStore(subscribe, () => selection);
}

/** The organisation's detail while it is the chosen one (a switch shows no sites of the one before). */
function useChosenOrganization(chosen: Selection): OrganizationDetail | undefined {
  const { data } = useOrganization(chosen.organizationId);
  return data?.uuid === chosen.organizationId ? data : undefined;
}

export function useCurrentOrganization(): CurrentOrganization | null {
  const chosen = useChosen();
  const profile = useProfile().data;
  return currentOrganizationOf(profile, useChosenOrganization(chosen), chosen);
}

export interface SelectionApi {
  selection: Selection;
  organizations: ProfileOrganization[];
  sites: Site[];
  site: Site | undefined;
  engine: Engine | undefined;
  selectOrganization: (organizationId: string) => Promise<void>;
  selectSite: (siteId: string) => void;
  selectEngine: (engineId: string) => void;
}

export function useSelection(): SelectionApi {
  const chosen = useChosen();
  const profile = useProfile().data;
  const detail = useChosenOrganization(chosen);
  const site = currentSiteOf(detail, chosen);
  return {
    selection: chosen,
    organizations: profile?.organizations ?? [],
    sites: detail?.sites ?? [],
    site,
    engine: currentEngineOf(site, chosen),
    selectOrganization,
    selectSite,
    selectEngine,
  };
}
