import { create } from 'zustand';
import { storage, storageKeys, type SessionInfo } from '../lib/storage';

/** The login response fields the session keeps (spec 3 "Login response"). */
export interface SignInValue {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

interface SessionState {
  session: SessionInfo | null;
  /**
   * Whether `session` says what this browser holds: false while the server renders a page and
   * while the browser hydrates it (neither can know), true from then on.
   */
  known: boolean;
  /** A free-play session (spec 3: trial name in session storage). */
  trial: boolean;
  setSession: (session: SessionInfo) => void;
  /** Spec 3 "Session info" from a member login or registration. */
  signIn: (value: SignInValue) => void;
  /** Spec 3: "trial login stores only token and trial merchant code"; the name goes to trialName. */
  signInTrial: (value: SignInValue) => void;
  clearSession: () => void;
}

const start = (set: (s: Partial<SessionState>) => void, session: SessionInfo, trial: boolean) => {
  // Member info belongs to the previous session, if any.
  storage.remove(storageKeys.memberInfo);
  storage.set(storageKeys.sessionInfo, session);
  set({ session, trial });
};

/**
 * The signed-in session, mirrored to MC_SESSION_INFO (spec 3) so a reload keeps the player signed
 * in. Written through this store only, never to storage directly, so the two cannot disagree.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  // Signed out at first, as the pre-rendered page is (the server cannot see the browser's storage):
  // hydration renders from this initial state, then the stored session below takes over.
  session: null,
  known: false,
  trial: false,
  setSession: (session) => {
    storage.set(storageKeys.sessionInfo, session);
    set({ session });
  },
  signIn: (v) => {
    storage.remove(storageKeys.trialName);
    start(
      set,
      {
        token: v.token,
        merchantCode: v.merchantCode,
        userName: v.userName,
        type: v.customerType,
        firstTimeLogin: v.firstTimeLogin,
      },
      false,
    );
  },
  signInTrial: (v) => {
    storage.set(storageKeys.trialName, v.userName);
    start(set, { token: v.token, merchantCode: v.merchantCode }, true);
  },
  clearSession: () => {
    storage.remove(storageKeys.sessionInfo);
    storage.remove(storageKeys.memberInfo);
    storage.remove(storageKeys.trialName);
    set({ session: null, trial: false });
  },
}));

const storedSession = storage.get(storageKeys.sessionInfo);
useSessionStore.setState({
  known: typeof window !== 'undefined',
  session: storedSession,
  trial: storedSession !== null && storage.has(storageKeys.trialName),
});

/** For non-React code (the API client). */
export const getSessionToken = () => useSessionStore.getState().session?.token ?? null;

export const useIsSignedIn = () => useSessionStore((s) => s.session !== null);
