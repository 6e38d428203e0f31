import type { MemberSession } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format-date-time';
import { toast } from '@/shared/stores/toast-store';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Icon } from '@/shared/ui/icon';
import { useMemberInfo } from '../api/get-member-info';
import { useEndMemberSessions, useMemberSessions } from '../api/member-sessions';
import styles from './security-centre.module.css';

/** Hides the middle of a number or an address: 171****0001, ag****@example.com. */
export const masked = (value: string) => {
  const [name, domain] = value.split('@');
  if (domain !== undefined) return `${name!.slice(0, 2)}****@${domain}`;
  return value.length > 6 ? `${value.slice(0, 3)}****${value.slice(-4)}` : value;
};

/**
 * /m/securityCenter (spec 2.2, agent menu SECPRIV): the account's login password (change it),
 * its bound mobile number and e-mail, and the devices signed in to it: each other device can be
 * signed out, or all of them at once, each after a confirmation.
 */
export function SecurityCentreScreen() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const devices = useMemberSessions();
  const end = useEndMemberSessions();
  const [asking, setAsking] = useState<MemberSession | 'all' | null>(null);
  const others = devices.data?.list.filter((d) => !d.current) ?? [];

  const run = async (target: MemberSession | 'all') => {
    setAsking(null);
    try {
      await end.mutateAsync(target === 'all' ? { others: true } : { id: target.id });
      toast.success(t('account.security.signedOut'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('errors.unknown.error'));
    }
  };
  const bound = (value: string | null | undefined) =>
    value ? masked(value) : t('account.security.notBound');

  return (
    <div className={styles.page}>
      <section aria-labelledby="security-account">
        <h2 id="security-account" className={styles.title}>
          {t('account.security.account')}
        </h2>
        <dl className={styles.list}>
          <div className={styles.entry}>
            <dt>{t('account.security.username')}</dt>
            <dd>{info.data?.account ?? '…'}</dd>
          </div>
          <div className={styles.entry}>
            <dt>{t('account.security.password')}</dt>
            <dd>
              <Link className={styles.link} to={paths.changePsw.href()}>
                {t('account.security.change')}
                <Icon name="chevronRight" className={styles.chevron} />
              </Link>
            </dd>
          </div>
          <div className={styles.entry}>
            <dt>{t('account.security.mobile')}</dt>
            <dd>{info.data ? bound(info.data.mobileNum) : '…'}</dd>
          </div>
          <div className={styles.entry}>
            <dt>{t('account.security.email')}</dt>
            <dd>{info.data ? bound(info.data.email) : '…'}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="security-devices">
        <h2 id="security-devices" className={styles.title}>
          {t('account.security.devices')}
        </h2>
        {devices.isPending && (
          <div className={styles.list} role="status" aria-label={t('account.security.loading')} />
        )}
        {devices.isError && (
          <p role="alert">
            {t('account.security.error')}{' '}
            <button type="button" className={styles.action} onClick={() => void devices.refetch()}>
              {t('account.security.retry')}
            </button>
          </p>
        )}
        {devices.data && (
          <ul className={styles.list} aria-label={t('account.security.devices')}>
            {devices.data.list.map((d) => (
              <li key={d.id} className={styles.device}>
                <p className={styles.deviceName}>
                  {d.device ?? t('account.security.unknownDevice')}
                  {d.current && <span className={styles.tag}>{t('account.security.current')}</span>}
                </p>
                <p className={styles.meta}>
                  {t('account.security.signedIn', { at: formatDateTime(d.signedInAt) })}
                  {d.ip && ` · ${d.ip}`}
                </p>
                {!d.current && (
                  <button
                    type="button"
                    className={styles.action}
                    disabled={end.isPending}
                    aria-label={t('account.security.signOutDevice', {
                      at: formatDateTime(d.signedInAt),
                    })}
                    onClick={() => setAsking(d)}
                  >
                    {t('account.security.signOut')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {others.length > 1 && (
          <button
            type="button"
            className={styles.all}
            disabled={end.isPending}
            onClick={() => setAsking('all')}
          >
            {t('account.security.signOutAll')}
          </button>
        )}
      </section>
      {asking && (
        <ConfirmDialog
          message={
            asking === 'all'
              ? t('account.security.confirmAll', { count: others.length })
              : t('account.security.confirmOne', { at: formatDateTime(asking.signedInAt) })
          }
          confirmLabel={t('account.security.signOut')}
          cancelLabel={t('account.security.cancel')}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
