import { ALERTS } from '@playboard/domain';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertInput {
  /** spec 1 §4: info by default. */
  type?: AlertType;
  title?: string;
  /** Rendered as HTML after sanitising. */
  message: string;
  action?: { label: string; onClick: () => void };
  /** Shows a close control. */
  closable?: boolean;
}

export interface Alert extends AlertInput {
  id: number;
  type: AlertType;
}

type Listener = () => void;

/**
 * The alert dock's state lives outside React so that code with no component around it (the
 * query cache's error hook, realtime events) can raise alerts too.
 */
export function createAlertStore() {
  let alerts: readonly Alert[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = (next: readonly Alert[]) => {
    alerts = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (alerts.some((alert) => alert.id === id)) emit(alerts.filter((alert) => alert.id !== id));
  };

  const push = (input: AlertInput): number => {
    const id = nextId++;
    const next = [...alerts, { ...input, id, type: input.type ?? 'info' }];
    // spec 1 §4: the dock holds at most 5; the oldest leaves first.
    for (const dropped of next.splice(0, Math.max(0, next.length - ALERTS.dockSize))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    timers.set(
      id,
      setTimeout(() => dismiss(id), ALERTS.dismissMs),
    );
    emit(next);
    return id;
  };

  return {
    push,
    dismiss,
    getSnapshot: () => alerts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

export const alertStore = createAlertStore();
