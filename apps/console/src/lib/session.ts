import {
  STORAGE_KEYS,
  type AccountProfile,
  type BusinessVertical,
  type OrganizationStatus,
  type OrganizationSummary,
  type Site,
} from '@playboard/domain';
import { useSyncExternalStore } from 'react';
import { api } from './api-client.ts';
import { changeLanguage } from './i18n.ts';

export type Permission = OrganizationSummary['permissions'][number];

/** An organisation as the profile lists it (`GET /account/v1/users`). */
export type ProfileOrganization = AccountProfile['organizations'][number];

/** The profile of `GET /account/v1/users`. */
export type Profile = AccountProfile;

import type { Engine } from '@playboard/domain';

export type { Engine, Site } from '@playboard/domain';

/** `GET /main/v1/organizations/{id}`: the organisation with its sites. */
export interface OrganizationDetail {
  uuid: string;
  name: string;
  status: OrganizationStatus;
  businessVertical: BusinessVertical;
  permissions: Permission[];
  sites: Site[];
}

/** The organisation the user works in: its profile entry (role, permissions) plus its sites. */
export interface CurrentOrganization extends ProfileOrganization {
  sites: Site[];
}

export interface Selection {
  organizationId: string | undefined;
  siteId: string | undefined;
  engineId: string | undefined;
}

interface SessionState {
  profile: Profile | null;
  detail: OrganizationDetail | null;
  selection: Selection;
}

function readSelection(): Selection {
  return {
    organizationId: localStorage.getItem(STORAGE_KEYS.organization) ?? undefined,
    siteId: localStorage.getItem(STORAGE_KEYS.site) ?? undefined,
    engineId: localStorage.getItem(STORAGE_KEYS.engine) ?? undefined,
  };
}

function writeSelection(selection: Selection): void {
  const entries = [
    [STORAGE_KEYS.organization, selection.organizationId],
    [STORAGE_KEYS.site, selection.siteId],
    [STORAGE_KEYS.engine, selection.engineId],
  ] as const;
  for (const [key, value] of entries) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
}

let state: SessionState = { profile: null, detail: null, selection: readSelection() };
const listeners = new Set<() => void>();

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  if (next.selection) writeSelection(state.selection);
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
export function currentSiteOf(detail: OrganizationDetail | null, selection: Selection): Site | undefined {
  if (!detail) return undefined;
  return detail.sites.find((site) => site.uuid === selection.siteId) ?? detail.sites[0];
}

/** The remembered engine when it belongs to the site, else the default engine rule. */
export function currentEngineOf(site: Site | undefined, selection: Selection): Engine | undefined {
  return site?.engines.find((engine) => engine.uuid === selection.engineId) ?? defaultEngine(site);
}

function currentOrganizationOf({ profile, detail, selection }: SessionState): CurrentOrganization | null {
  const entry = profile?.organizations.find((organization) => organization.uuid === selection.organizationId);
  if (!entry) return null;
  const sites = detail?.uuid === entry.uuid ? detail.sites : [];
  return { ...entry, sites };
}

export function getSession(): Readonly<SessionState> {
  return state;
}

export function getCurrentOrganization(): CurrentOrganization | null {
  return currentOrganizationOf(state);
}

export function getCurrentSite(): Site | undefined {
  return state.detail?.uuid === state.selection.organizationId
    ? currentSiteOf(state.detail, state.selection)
    : undefined;
}

export function getCurrentEngine(): Engine | undefined {
  return currentEngineOf(getCurrentSite(), state.selection);
}

/** Keeps the remembered organisation only while the user still belongs to it; one organisation is chosen for them. */
function reconcileSelection(profile: Profile, selection: Selection): Selection {
  const organizations = profile.organizations;
  if (organizations.some((organization) => organization.uuid === selection.organizationId)) return selection;
  const only = organizations.length === 1 ? organizations[0] : undefined;
  return { organizationId: only?.uuid, siteId: undefined, engineId: undefined };
}

/** Loads `GET /main/v1/organizations/{id}` and settles the site and engine within it. */
async function loadOrganization(organizationId: string): Promise<void> {
  const detail = await api.get<OrganizationDetail>(
    `/main/v1/organizations/${encodeURIComponent(organizationId)}`,
  );
  if (state.selection.organizationId !== organizationId) return;
  const site = currentSiteOf(detail, state.selection);
  const engine = currentEngineOf(site, state.selection);
  update({ detail, selection: { organizationId, siteId: site?.uuid, engineId: engine?.uuid } });
}

/** Loads the profile (which fills the organisations list) and the current organisation's sites. */
export async function refreshProfile(): Promise<Profile> {
  const profile = await api.get<Profile>('/account/v1/users');
  const selection = reconcileSelection(profile, state.selection);
  update({
    profile,
    selection,
    detail: selection.organizationId === state.detail?.uuid ? state.detail : null,
  });
  await changeLanguage(profile.language);
  if (selection.organizationId) await loadOrganization(selection.organizationId);
  return profile;
}

/** For the guards: the current organisation's sites are loaded before a page decides where to go. */
export async function ensureOrganizationLoaded(): Promise<void> {
  const { organizationId } = state.selection;
  if (organizationId && state.detail?.uuid !== organizationId) await loadOrganization(organizationId);
}

/** spec 1 §4: switching organisation clears the site (and engine), then loads the organisation and its sites. */
export async function selectOrganization(organizationId: string): Promise<void> {
  update({ detail: null, selection: { organizationId, siteId: undefined, engineId: undefined } });
  await loadOrganization(organizationId);
}

export function selectSite(siteId: string): void {
  const site = state.detail?.sites.find((candidate) => candidate.uuid === siteId);
  if (!site) return;
  update({ selection: { ...state.selection, siteId, engineId: defaultEngine(site)?.uuid } });
}

export function selectEngine(engineId: string): void {
  update({ selection: { ...state.selection, engineId } });
}

export function useProfile(): Profile | null {
  return useSyncExternalStore(subscribe, () => state.profile);
}

export function useCurrentOrganization(): CurrentOrganization | null {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  return currentOrganizationOf(snapshot);
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
  const snapshot = useSyncExternalStore(subscribe, () => state);
  const detail = snapshot.detail?.uuid === snapshot.selection.organizationId ? snapshot.detail : null;
  const site = currentSiteOf(detail, snapshot.selection);
  return {
    selection: snapshot.selection,
    organizations: snapshot.profile?.organizations ?? [],
    sites: detail?.sites ?? [],
    site,
    engine: currentEngineOf(site, snapshot.selection),
    selectOrganization,
    selectSite,
    selectEngine,
  };
}
