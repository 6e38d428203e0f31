import type { Banner } from '@app/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS } from '@/shared/config/constants';
import { imageUrl } from '@/shared/lib/image-url';
import { useBanners, type BannerGroup } from '../api/get-banners';
import { useCarousel } from '../hooks/use-carousel';
import { BannerLink } from './banner-link';
import styles from './banner-carousel.module.css';

interface BannerCarouselProps {
  group?: BannerGroup;
  imageCdns?: readonly string[];
}

/** Spec 2.5 home banners. Space is reserved while loading so the page below does not jump. */
export function BannerCarousel({ group = 'm_home', imageCdns }: BannerCarouselProps) {
  const { data, isPending } = useBanners(group);
  if (isPending) return <div className={styles.placeholder} />;
  if (!data?.length) return null;
  return <Carousel banners={data} imageCdns={imageCdns} />;
}

function Carousel({ banners, imageCdns }: { banners: Banner[]; imageCdns?: readonly string[] }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  // Spec 2.5: loop and auto-play every 5000 ms, not stopped by touching it; one banner never moves.
  const [viewportRef, api] = useCarousel(many ? BANNER_AUTOPLAY_MS : null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => void api.off('select', onSelect);
  }, [api]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('content.banner.label')}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.banner.slide', { index: i + 1, count: banners.length })}
            >
              <BannerLink link={banner.link}>
                <img
                  className={styles.image}
                  src={imageUrl(banner.url, imageCdns)}
                  alt={banner.title}
                  width={750}
                  height={300}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  draggable={false}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {many && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('content.banner.goTo', { index: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => api?.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

export default BannerCarousel;
