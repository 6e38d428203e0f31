import { useId, useState, type ReactNode } from 'react';
import { Icon } from '@/shared/ui/icon';
import styles from './records.module.css';

/**
 * One record: its summary is a button that opens the details below it (issue 9 "details
 * expansion"); the summary's text is the button's accessible name.
 */
export function DisclosureRow({ summary, details }: { summary: ReactNode; details: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {summary}
        <Icon name="chevronDown" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <dl id={id} className={styles.details} hidden={!open}>
        {details}
      </dl>
    </>
  );
}

/** A label and its value in a record's details. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
