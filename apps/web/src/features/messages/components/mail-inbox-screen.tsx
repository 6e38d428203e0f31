import { useTranslation } from 'react-i18next';
import { useInbox } from '../api/get-inbox';
import { useMarkMailRead } from '../api/mark-mail-read';
import { UnreadLine } from './announcement-list-screen';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';
import { MessageAccordion } from './message-accordion';
import styles from './messages.module.css';

/** /m/webEmail (spec 2.2, 2.4): the member's platform mail, unread count above it. */
export function MailInboxScreen() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useInbox();
  const markRead = useMarkMailRead();
  return (
    <div className={styles.page}>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState icon="mail" text={t('messages.mail.empty')} />
      ) : (
        <>
          <UnreadLine count={data.unReadCount} />
          <MessageAccordion
            label={t('messages.mail.label')}
            items={data.list.map((m) => ({ ...m, date: m.createdAt }))}
            onOpen={markRead}
          />
        </>
      )}
    </div>
  );
}
