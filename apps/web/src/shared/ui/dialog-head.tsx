import { Icon } from './icon';
import styles from './dialog-head.module.css';

interface DialogHeadProps {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The side menu is a screen of its own, so its title is the page's h1; a popup's is an h2. */
  level?: 1 | 2;
  /** 'large' for a full-height panel, whose head lines up with the app header. */
  size?: 'medium' | 'large';
  className?: string | undefined;
}

/** A dialog's title with its close button, named so it is not just "button" to a screen reader. */
export function DialogHead({
  titleId,
  title,
  closeLabel,
  onClose,
  level = 2,
  size = 'medium',
  className,
}: DialogHeadProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.head} ${size === 'large' ? styles.large : ''} ${className ?? ''}`}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}
