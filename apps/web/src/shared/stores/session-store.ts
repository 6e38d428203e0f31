import { create } from 'zustand';
import { storage, storageKeys, type SessionInfo } from '../lib/storage';

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo) => void;
  clearSession: () => void;
}

/**
 * The signed-in session, mirrored to MC_SESSION_INFO (spec 3) so a reload keeps the player signed
 * in. Written through this store only, never to storage directly, so the two cannot disagree.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  session: storage.get(storageKeys.sessionInfo),
  setSession: (session) => {
    storage.set(storageKeys.sessionInfo, session);
    set({ session });
  },
  clearSession: () => {
    storage.remove(storageKeys.sessionInfo);
    storage.remove(storageKeys.memberInfo);
    set({ session: null });
  },
}));

/** For non-React code (the API client). */
export const getSessionToken = () => useSessionStore.getState().session?.token ?? null;

export const useIsSignedIn = () => useSessionStore((s) => s.session !== null);
