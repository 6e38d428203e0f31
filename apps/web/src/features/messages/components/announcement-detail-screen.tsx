import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAnnouncementDetail } from '../api/get-announcement-detail';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';
import { formatDay } from '../lib/text';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';
import { RichHtml } from '@/shared/ui/rich-html';
import styles from './messages.module.css';

const idOf = (raw: string | null) =>
  raw && /^\d{1,9}$/.test(raw) && raw !== '0' ? Number(raw) : null;

/** /m/messageDetail?id= (spec 2.10): title, start date YYYY-MM-DD, rich content. */
export function AnnouncementDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const { data, isPending, isError, error, refetch } = useAnnouncementDetail(id);
  const markRead = useMarkAnnouncementRead();
  // Spec 4: opened means read.
  useEffect(() => {
    if (data) markRead(data);
  }, [data, markRead]);

  const notFound = id === null || (isError && (error as { status?: number }).status === 404);
  return (
    <div className={styles.page}>
      {notFound ? (
        <EmptyState icon="notice" text={t('messages.notFound')} />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListSkeleton rows={1} tall />
      ) : (
        <article className={styles.detail} aria-labelledby="announcement-title">
          <h2 id="announcement-title" className={styles.detailTitle}>
            {data.title}
          </h2>
          <time className={styles.date} dateTime={data.startDate}>
            {formatDay(data.startDate)}
          </time>
          <RichHtml className={styles.content} html={data.content} />
        </article>
      )}
    </div>
  );
}
