import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linkTargetProps } from '@/shared/lib/link-target';
import styles from './banner-carousel.module.css';

/** A banner taps through to its link: app paths in place, other sites by the link rule (spec 2.4). */
export function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <div className={styles.link}>{children}</div>;
  if (link.startsWith('/m/')) {
    return (
      <Link to={link} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} className={styles.link} {...linkTargetProps(link)}>
      {children}
    </a>
  );
}
