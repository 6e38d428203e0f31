import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/shared/stores/session-store';

/**
 * What an answer about messages depends on besides its own parameters: the language (versions
 * per language) and who asks (read state per member). Part of every query key here, so switching
 * either refetches instead of showing another reader's answer.
 */
export function useReaderKey(): readonly [language: string, member: string] {
  // The language the page's texts are in: the same on the server that renders the page (whose
  // inline list is filed under it) and in the browser that hydrates it.
  const language = useTranslation().i18n.language.slice(0, 2).toUpperCase();
  const member = useSessionStore((s) => s.session?.userName ?? s.session?.token.slice(0, 8) ?? '');
  return [language, member];
}

/** Spec 4 and 6: "Session type 4 cannot mark announcements read". */
export const TRIAL_SESSION_TYPE = 4;

export function useCanMarkRead(): boolean {
  // A free-play session may hold no type at all (spec 3): its trial flag says it too.
  return useSessionStore(
    (s) => s.session !== null && !s.trial && s.session.type !== TRIAL_SESSION_TYPE,
  );
}
