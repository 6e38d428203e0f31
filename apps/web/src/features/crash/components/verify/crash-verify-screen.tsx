import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import page from '@/shared/ui/verify-page.module.css';
import { useCrashRoundProof } from '../../api/verify-crash-round';
import { useCrashCheck } from '../../hooks/use-crash-check';
import { formatX } from '../../lib/format';
import styles from './verify.module.css';

/**
 * /m/inHouse/crash/verify/:round (issue 23): the round's commitment and, once it has crashed, its
 * seed, with the bust point and the seed's chain link recomputed in this browser (WebCrypto).
 */
export function CrashVerifyScreen() {
  const { t } = useTranslation();
  const raw = useParams().round ?? '';
  const roundNo = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
  const proof = useCrashRoundProof(roundNo);
  const check = useCrashCheck(proof.data);

  if (!roundNo) return <p className={page.note}>{t('crash.verify.invalid')}</p>;
  if (proof.isPending)
    return (
      <div className={styles.skeletons} role="status" aria-label={t('crash.loading')}>
        <div />
        <div />
        <div />
      </div>
    );
  if (proof.isError)
    return (
      <div className={styles.failed} role="alert">
        <p>{proof.error.message}</p>
        <button type="button" onClick={() => void proof.refetch()}>
          {t('crash.retry')}
        </button>
      </div>
    );
  const p = proof.data;
  const yesNo = (ok: boolean) => (ok ? t('crash.verify.yes') : t('crash.verify.no'));

  return (
    <article className={page.verify}>
      <h2 className={page.title}>{t('crash.verify.title', { roundNo })}</h2>
      <section className={page.block}>
        <h3>{t('crash.verify.commitment')}</h3>
        <code className={page.code}>{p.commitment}</code>
        <p className={page.note}>{t('crash.verify.commitmentNote', { count: p.chainIndex })}</p>
      </section>
      <section className={page.block}>
        <h3>{t('crash.verify.previousHash')}</h3>
        <code className={page.code}>{p.previousHash}</code>
      </section>
      {p.seed ? (
        <>
          <section className={page.block}>
            <h3>{t('crash.verify.seed')}</h3>
            <code className={page.code}>{p.seed}</code>
            <h3>{t('crash.verify.message')}</h3>
            <code className={page.code}>{p.message}</code>
            <p className={page.note}>{t('crash.verify.method')}</p>
          </section>
          <section className={page.block} aria-live="polite">
            <h3>{t('crash.verify.recomputed')}</h3>
            {check.kind === 'done' ? (
              <>
                <dl className={page.compare}>
                  <div>
                    <dt>{t('crash.verify.server')}</dt>
                    <dd>{formatX(p.bustX100 ?? 0)}</dd>
                  </div>
                  <div>
                    <dt>{t('crash.verify.browser')}</dt>
                    <dd>{formatX(check.check.bustX100)}</dd>
                  </div>
                  <div>
                    <dt>{t('crash.verify.link')}</dt>
                    <dd>{yesNo(check.check.linksToPrevious)}</dd>
                  </div>
                  <div>
                    <dt>{t('crash.verify.chain')}</dt>
                    <dd>{yesNo(check.check.reachesCommitment)}</dd>
                  </div>
                </dl>
                <p
                  className={
                    check.check.bustX100 === p.bustX100 &&
                    check.check.linksToPrevious &&
                    check.check.reachesCommitment
                      ? page.ok
                      : page.bad
                  }
                >
                  {check.check.bustX100 === p.bustX100 &&
                  check.check.linksToPrevious &&
                  check.check.reachesCommitment
                    ? t('crash.verify.match')
                    : t('crash.verify.mismatch')}
                </p>
              </>
            ) : (
              <p className={page.note}>
                {check.kind === 'unsupported'
                  ? t('crash.verify.unsupported')
                  : t('crash.verify.computing')}
              </p>
            )}
          </section>
        </>
      ) : (
        <p className={page.pending} role="status">
          {t('crash.verify.notYet')}
        </p>
      )}
      <Link to={paths.crash.href()} className={styles.back}>
        {t('crash.verify.back')}
      </Link>
    </article>
  );
}
