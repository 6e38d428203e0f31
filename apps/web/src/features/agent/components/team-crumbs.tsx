import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

interface Crumb {
  memberId: number;
  username: string;
}

/** Where a drill-down stands: the agent, then each team below down to the one shown. */
export function TeamCrumbs({
  path,
  onOpen,
}: {
  path: Crumb[];
  onOpen: (memberId: number) => void;
}) {
  const { t } = useTranslation();
  if (path.length < 2) return null;
  return (
    <nav aria-label={t('agent.team.path')}>
      <ol className={styles.crumbs}>
        {path.map((c, i) =>
          i === path.length - 1 ? (
            <li key={c.memberId} aria-current="page">
              {c.username}
            </li>
          ) : (
            <li key={c.memberId}>
              <button type="button" className={styles.crumbLink} onClick={() => onOpen(c.memberId)}>
                {c.username}
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
