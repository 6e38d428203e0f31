import type { Announcement } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullTexts } from '@/shared/hooks/use-full-texts';
import { useSessionStore } from '@/shared/stores/session-store';
import formStyles from '@/shared/ui/form.module.css';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { RichHtml } from '@/shared/ui/rich-html';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';
import { usePopupAnnouncements } from '../api/get-popup-announcements';
import { hidePopupsToday, markPopupsShown, popupsDue } from '../lib/popup-schedule';
import styles from './login-popups.module.css';

/**
 * Spec 2.5 "a login popup list": after a sign-in (which lands on home), and on a signed-in
 * member's first home visit of a browser session, the pop-up announcements one at a time (unread
 * first, as the server orders them), with Next and Close, and "don't show again today". Each one
 * shown counts as opened (spec 4: marked read, except for a trial session). Render it for a
 * session only.
 */
export function LoginPopups() {
  const token = useSessionStore((s) => s.session?.token ?? '');
  const [due] = useState(() => popupsDue(token));
  const { data } = usePopupAnnouncements(due);
  const texts = useFullTexts(['extras']);
  const [closed, setClosed] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // Asked once a session, shown or not: an empty answer is not asked again until next session.
    if (data) markPopupsShown(token);
  }, [data, token]);

  const current = data?.[index];
  if (!due || closed || !texts || !current) return null;
  return (
    <PopupDialog
      key={current.id}
      announcement={current}
      position={index + 1}
      count={data.length}
      onNext={() => setIndex(index + 1)}
      onClose={(hideToday) => {
        if (hideToday) hidePopupsToday();
        setClosed(true);
      }}
    />
  );
}

interface PopupDialogProps {
  announcement: Announcement;
  position: number;
  count: number;
  onNext: () => void;
  onClose: (hideToday: boolean) => void;
}

function PopupDialog({ announcement, position, count, onNext, onClose }: PopupDialogProps) {
  const { t } = useTranslation();
  const markRead = useMarkAnnouncementRead();
  const contentId = useId();
  const action = useRef<HTMLButtonElement>(null);
  const [hideToday, setHideToday] = useState(false);
  const last = position === count;

  // Shown is opened (spec 4); a no-op once read, or for a trial session.
  useEffect(() => markRead(announcement), [markRead, announcement]);

  const close = () => onClose(hideToday);
  return (
    <ModalDialog
      title={announcement.title}
      closeLabel={t('extras.popups.closeAll')}
      onClose={close}
      initialFocus={action}
      describedBy={contentId}
    >
      {count > 1 && (
        <p className={styles.position}>{t('extras.popups.position', { position, count })}</p>
      )}
      <div id={contentId} className={styles.body}>
        <RichHtml html={announcement.content} className={styles.content} />
      </div>
      <label className={`${formStyles.check} ${styles.today}`}>
        <input
          type="checkbox"
          checked={hideToday}
          onChange={(e) => setHideToday(e.target.checked)}
        />
        {t('extras.popups.hideToday')}
      </label>
      <button
        ref={action}
        type="button"
        className={formStyles.primary}
        onClick={last ? close : onNext}
      >
        {last ? t('extras.popups.close') : t('extras.popups.next')}
      </button>
    </ModalDialog>
  );
}
