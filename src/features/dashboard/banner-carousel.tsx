import { useEffect, useState } from 'react';
import type { Banner } from '../../api/types';
import { API_BASE_URL } from '../../config/app-config';
import { BANNER_ROTATE_MS } from '../../domain/constants';
import { fill, t } from '../../i18n/t';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import styles from './banner-carousel.module.css';

interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Advance every 5 s when there is more than one banner. */
  autoRotate: boolean;
}

/** Banner images live under `/api/banner-settings` + imagePath. */
export function bannerImageUrl(banner: Banner): string {
  return `${API_BASE_URL}/banner-settings${banner.imagePath}`;
}

/** The dashboard's banners: previous/next arrows and dots, both wrapping around. */
export function BannerCarousel({ banners, autoRotate }: BannerCarouselProps) {
  const [chosen, setChosen] = useState(0);
  // Taps so far: a tap on the dot of the banner already shown changes nothing else, yet restarts the rotation too.
  const [taps, setTaps] = useState(0);
  const count = banners.length;
  const index = count === 0 ? 0 : chosen % count;
  const several = count > 1;

  // Restarts after every change and every tap, so a tap gets a full 5 s before the next automatic step.
  useEffect(() => {
    if (!autoRotate || !several) return undefined;
    const timer = setTimeout(() => setChosen((current) => (current + 1) % count), BANNER_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [autoRotate, several, count, index, taps]);

  if (count === 0) return null;
  const go = (next: number) => {
    setChosen(((next % count) + count) % count);
    setTaps((current) => current + 1);
  };
  const banner = banners[index]!;

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t.dashboard.banners}>
      <div className={styles.frame}>
        <img
          key={banner._id}
          className={styles.image}
          src={bannerImageUrl(banner)}
          alt={banner.title}
          width={640}
          height={280}
          decoding="async"
        />
        {several && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t.dashboard.previousBanner}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t.dashboard.nextBanner}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {several && (
        <div className={styles.dots}>
          {banners.map((item, dot) => (
            <button
              key={item._id}
              type="button"
              className={styles.dot}
              aria-label={fill(t.dashboard.showBanner, { number: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => go(dot)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
