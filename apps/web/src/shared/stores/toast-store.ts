import { create } from 'zustand';

export type ToastKind = 'loading' | 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Spec 9 "Durations": loading up to 9999 ms, success 1 s, notices 1.5 s, short toasts 3 s. */
export const TOAST_MS = { loading: 9999, success: 1000, info: 1500, error: 3000 } as const;

interface ToastState {
  toast: Toast | null;
}

export const useToastStore = create<ToastState>()(() => ({ toast: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function show(kind: ToastKind, message: string, ms: number): number {
  const id = nextId++;
  clearTimeout(timer);
  useToastStore.setState({ toast: { id, kind, message } });
  timer = setTimeout(() => hide(id), ms);
  return id;
}

/**
 * One toast at a time, as the spec's flows use them: a loading toast is replaced by the outcome.
 * `hide(id)` hides only that toast, so a late finally-block never hides a newer message.
 */
function hide(id?: number) {
  const current = useToastStore.getState().toast;
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  useToastStore.setState({ toast: null });
}

export const toast = {
  loading: (message: string, ms: number = TOAST_MS.loading) => show('loading', message, ms),
  success: (message: string, ms: number = TOAST_MS.success) => show('success', message, ms),
  info: (message: string, ms: number = TOAST_MS.info) => show('info', message, ms),
  error: (message: string, ms: number = TOAST_MS.error) => show('error', message, ms),
  hide,
};
