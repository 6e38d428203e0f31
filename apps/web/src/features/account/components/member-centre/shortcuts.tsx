import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { isAgentType } from '@/shared/lib/member-types';
import { useSessionStore } from '@/shared/stores/session-store';
import { toast } from '@/shared/stores/toast-store';
import { Icon, type IconName } from '@/shared/ui/icon';
import styles from './member-centre.module.css';
import { useIsTrial } from './use-is-trial';

type ShortcutKey =
  'agent' | 'deposit' | 'withdraw' | 'gameRecord' | 'transactionRecord' | 'messages' | 'settings';

interface Shortcut {
  key: ShortcutKey;
  icon: IconName;
  href: string;
  /** Moves money: a trial account gets the spec 6 message instead (the server refuses it too). */
  cashier?: boolean;
  /** Only for agents (spec 6): the agent area. */
  agent?: boolean;
}

const shortcuts: readonly Shortcut[] = [
  { key: 'agent', icon: 'settings', href: paths.agent.href(), agent: true },
  { key: 'deposit', icon: 'deposit', href: paths.voucherCenter.href(), cashier: true },
  { key: 'withdraw', icon: 'logout', href: paths.withdraw.href(), cashier: true },
  { key: 'gameRecord', icon: 'record', href: paths.gameRecord.href() },
  { key: 'transactionRecord', icon: 'recent', href: paths.transactionRecord.href() },
  { key: 'messages', icon: 'mail', href: paths.webEmail.href() },
  { key: 'settings', icon: 'settings', href: paths.set.href() },
];

/**
 * The member centre's entries: tiles in the 'new' template, a plain list in 'base' (spec 4
 * "Template"). A trial account sees deposit and withdraw with the spec 6 message under them.
 */
export function Shortcuts({ layout }: { layout: 'tiles' | 'list' }) {
  const { t } = useTranslation();
  const trial = useIsTrial();
  const agent = isAgentType(useSessionStore((s) => s.session?.type));
  const noteId = useId();
  const restricted = t('errors.trial.restricted');

  return (
    <nav aria-label={t('account.memberCentre.shortcuts')} className={styles.shortcuts}>
      <ul className={layout === 'tiles' ? styles.tiles : styles.list}>
        {shortcuts
          .filter((s) => !s.agent || agent)
          .map(({ key, icon, href, cashier }) => {
            const content = (
              <>
                <Icon name={icon} className={styles.tileIcon} />
                <span className={styles.tileText}>{t(`account.memberCentre.${key}`)}</span>
                {layout === 'list' && <Icon name="chevronRight" className={styles.chevron} />}
              </>
            );
            return (
              <li key={key}>
                {cashier && trial ? (
                  <button
                    type="button"
                    className={styles.entry}
                    aria-disabled="true"
                    aria-describedby={noteId}
                    onClick={() => toast.info(restricted)}
                  >
                    {content}
                  </button>
                ) : (
                  <Link to={href} className={styles.entry}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
      </ul>
      {trial && (
        <p id={noteId} className={styles.trialNote}>
          {restricted}
        </p>
      )}
    </nav>
  );
}
