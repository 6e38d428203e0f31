import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/icon';
import { formatDay, textOf } from '../lib/text';
import { RichHtml } from '@/shared/ui/rich-html';
import styles from './messages.module.css';

export interface MessageItem {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  read: boolean;
  /** ISO instant: the start date of an announcement, the sending time of a mail. */
  date: string;
}

interface MessageAccordionProps<T extends MessageItem> {
  label: string;
  items: readonly T[];
  /** Called when an item opens (spec 4: opened means read). */
  onOpen: (item: T) => void;
  /** Where the full page of an item is, if it has one. */
  detailHref?: (item: T) => string;
}

/**
 * Spec 2.10: each item shows its title, start date YYYY-MM-DD and a text preview; tapping opens
 * its full content; one open at a time. Unread items carry a badge until opened.
 */
export function MessageAccordion<T extends MessageItem>({
  label,
  items,
  onOpen,
  detailHref,
}: MessageAccordionProps<T>) {
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (item: T) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening) onOpen(item);
  };
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <AccordionRow
          key={item.id}
          item={item}
          open={openId === item.id}
          onToggle={() => toggle(item)}
          more={detailHref?.(item)}
        />
      ))}
    </ul>
  );
}

function AccordionRow({
  item,
  open,
  onToggle,
  more,
}: {
  item: MessageItem;
  open: boolean;
  onToggle: () => void;
  more: string | undefined;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const classes = [styles.item, item.read && styles.read, open && styles.open].filter(Boolean);
  return (
    <li className={classes.join(' ')}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.titleLine}>
            <span className={styles.title}>{item.title}</span>
            {!item.read && <UnreadMark />}
            <Icon name="chevronDown" className={styles.chevron} />
          </span>
          <time className={styles.date} dateTime={item.date}>
            {formatDay(item.date)}
          </time>
          {!open && <span className={styles.preview}>{textOf(item.content)}</span>}
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && <RichHtml className={styles.content} html={item.content} />}
        {open && more && (
          <Link to={more} className={styles.more}>
            {t('messages.viewDetail')}
          </Link>
        )}
      </div>
    </li>
  );
}

export function UnreadMark(): ReactNode {
  const { t } = useTranslation();
  return <span className={styles.badge}>{t('messages.unread')}</span>;
}
