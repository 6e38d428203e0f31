import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { usePopup } from '@/shared/hooks/use-popup';
import { useIsSignedIn } from '@/shared/stores/session-store';
import { ShellIcon } from '@/shared/ui/shell-icon';
import styles from './home-games.module.css';

// Only a member can open it, and only by tapping; it rides in the entrance's chunk, which has
// arrived by then (home-games.tsx loads it after the first render).
const HotMatchSheet = lazy(() =>
  import('./below-the-fold').then((m) => ({ default: m.HotMatchSheet })),
);

/** Spec 2.5 and 6: the hot-match view for a member; a visitor is sent to /m/login. */
export function HotMatchButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const { open, show, close, triggerProps } = usePopup();

  return (
    <>
      <button
        {...triggerProps}
        aria-haspopup={signedIn ? 'dialog' : undefined}
        aria-expanded={signedIn ? open : undefined}
        className={styles.hotMatch}
        aria-label={t('games.home.hotMatch.open')}
        onClick={() => (signedIn ? show() : void navigate(paths.login.href()))}
      >
        <ShellIcon name="sports" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HotMatchSheet onClose={close} />
        </Suspense>
      )}
    </>
  );
}
