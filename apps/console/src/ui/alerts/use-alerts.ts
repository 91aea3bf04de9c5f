import { alertStore, type AlertInput } from './alert-store.ts';

const api = {
  push: (input: AlertInput) => alertStore.push(input),
  dismiss: (id: number) => alertStore.dismiss(id),
};

/** Raises alerts in the dock: `useAlerts().push({ type, title?, message, action?, closable? })`. */
export function useAlerts(): typeof api {
  return api;
}
