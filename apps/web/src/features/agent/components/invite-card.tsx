import { encode } from 'uqr';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/stores/toast-store';
import styles from './agent.module.css';

/** The QR code of `text` as one SVG path (uqr: 3 KB gzipped, no canvas). */
function QrCode({ text, label }: { text: string; label: string }) {
  const { d, size } = useMemo(() => {
    const { data, size } = encode(text, { border: 1 });
    let path = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d: path, size };
  }, [text]);
  return (
    <svg className={styles.qr} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <path d={d} fill="#000" shapeRendering="crispEdges" />
    </svg>
  );
}

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
      <QrCode text={link} label={t('agent.invite.qr')} />
    </section>
  );
}
