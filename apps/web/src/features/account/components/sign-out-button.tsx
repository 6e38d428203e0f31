import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * Every sign-out control (header Logout, side menu, settings): asks first (spec 4), then runs the
 * one logout sequence.
 */
export function SignOutButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();
  const cancel = useCallback(() => setAsking(false), []);

  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {children}
      </button>
      {asking && (
        <ConfirmDialog
          message={t('account.signOut.confirm')}
          confirmLabel={t('account.signOut.yes')}
          cancelLabel={t('account.signOut.no')}
          onCancel={cancel}
          onConfirm={() => {
            setAsking(false);
            void signOut();
          }}
        />
      )}
    </>
  );
}
