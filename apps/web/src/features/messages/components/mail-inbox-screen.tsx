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
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInbox();
  const markRead = useMarkMailRead();
  const list = data?.pages.flatMap((p) => p.list) ?? [];
  // Every page answers the count at its time; the newest answer is the one to show.
  const unread = data?.pages.at(-1)?.unReadCount ?? 0;
  return (
    <div className={styles.page}>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon="mail" text={t('messages.mail.empty')} />
      ) : (
        <>
          <UnreadLine count={unread} />
          <MessageAccordion
            label={t('messages.mail.label')}
            items={list.map((m) => ({ ...m, date: m.createdAt }))}
            onOpen={markRead}
          />
          {hasNextPage && (
            <button
              type="button"
              className={styles.retry}
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('messages.mail.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
