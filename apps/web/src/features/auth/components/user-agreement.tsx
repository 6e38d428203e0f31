import { useTranslation } from 'react-i18next';
import styles from './user-agreement.module.css';

const terms = ['p1', 'p2', 'p3', 'p4', 'p5'] as const;
const privacy = ['p1', 'p2', 'p3', 'p4'] as const;

/** Spec 2.7: the terms and policy page linked from registration. */
export function UserAgreement() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <section aria-labelledby="agreement-terms">
        <h2 id="agreement-terms" className={styles.title}>
          {t('auth.agreement.termsTitle')}
        </h2>
        <ol className={styles.list}>
          {terms.map((p) => (
            <li key={p}>{t(`auth.agreement.terms.${p}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="agreement-privacy">
        <h2 id="agreement-privacy" className={styles.title}>
          {t('auth.agreement.privacyTitle')}
        </h2>
        <ol className={styles.list}>
          {privacy.map((p) => (
            <li key={p}>{t(`auth.agreement.privacy.${p}`)}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
