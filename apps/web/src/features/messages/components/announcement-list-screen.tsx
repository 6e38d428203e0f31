import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { useAnnouncementList, type AnnouncementSet } from '../api/get-announcement-list';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';
import { MessageAccordion } from './message-accordion';
import styles from './messages.module.css';

/** /m/message, /m/notice and /m/member/notice?types=A (spec 2.2, 2.10, 7). */
export function AnnouncementListScreen({ set, label }: { set: AnnouncementSet; label: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAnnouncementList(set);
  const markRead = useMarkAnnouncementRead();
  return (
    <div className={styles.page}>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState icon="notice" text={t('messages.empty')} />
      ) : (
        <>
          <UnreadLine count={data.list.filter((a) => !a.read).length} />
          <MessageAccordion
            label={label}
            items={data.list.map((a) => ({ ...a, date: a.startDate }))}
            onOpen={markRead}
            detailHref={(a) => paths.messageDetail.href({ id: a.id })}
          />
        </>
      )}
    </div>
  );
}

export function UnreadLine({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <p className={styles.summaryLine} role="status">
      {count === 0 ? t('messages.allRead') : t('messages.unreadCount', { count })}
    </p>
  );
}
