import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/stores/toast-store';
import styles from './agent.module.css';

// The QR code's encoder loads after the first render (the card keeps its place meanwhile).
const QrCode = lazy(() => import('./qr-code'));

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/** The agent's invitation code and link (registration with the code filled in), with a QR code. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;
  const done = t('agent.invite.copied');
  const failed = t('agent.invite.copyFailed');
  return (
    <section className={styles.invite} aria-labelledby="invite-title">
      <div className={styles.section}>
        <h2 id="invite-title" className={styles.sectionTitle}>
          {t('agent.invite.title')}
        </h2>
        <dl className={styles.inviteLines}>
          <dt>{t('agent.invite.code')}</dt>
          <dd>
            <span className={styles.inviteValue}>{code}</span>
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copy(code, done, failed)}
              aria-label={t('agent.invite.copyCode')}
            >
              {t('agent.invite.copy')}
            </button>
          </dd>
          <dt>{t('agent.invite.link')}</dt>
          <dd>
            <span className={styles.inviteValue}>{link}</span>
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copy(link, done, failed)}
              aria-label={t('agent.invite.copyLink')}
            >
              {t('agent.invite.copy')}
            </button>
          </dd>
        </dl>
      </div>
      <Suspense fallback={<div className={styles.qr} />}>
        <QrCode text={link} label={t('agent.invite.qr')} />
      </Suspense>
    </section>
  );
}
