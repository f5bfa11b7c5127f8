/**
 * The product's pictures: one large image, arrow keys and swipes (pointer events) to move through them, and
 * thumbnails as buttons. Sizes come from the api, so nothing moves while a picture loads; only the first picture is
 * fetched with high priority (it is the page's largest paint).
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImageRef } from '@storefront/shared/schemas';
import styles from './gallery.module.css';

/** How far a finger must travel sideways, in CSS pixels, to count as a swipe. */
const SWIPE_PX = 40;

export function Gallery({ images, name }: { images: ImageRef[]; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const label = (n: number) => intl.formatMessage({ id: 'catalog.gallery.image' }, { name, index: n + 1, count });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined || count < 2) return;
    event.preventDefault();
    go(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    // Mostly sideways and far enough: a swipe; anything else is a tap or a scroll.
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription={intl.formatMessage({ id: 'catalog.gallery.carousel' })}
      aria-label={intl.formatMessage({ id: 'catalog.gallery.label' })}
    >
      <div
        className={styles.viewport}
        tabIndex={count > 1 ? 0 : undefined}
        role="group"
        aria-roledescription={intl.formatMessage({ id: 'catalog.gallery.slide' })}
        aria-label={intl.formatMessage({ id: 'catalog.gallery.position' }, { index: index + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <img
          key={current.url}
          src={current.url}
          alt={index === 0 ? name : label(index)}
          width={current.width}
          height={current.height}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          draggable={false}
          className={styles.image}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(index - 1)}
              aria-label={intl.formatMessage({ id: 'catalog.gallery.previous' })}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label={intl.formatMessage({ id: 'catalog.gallery.next' })}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <p className="visually-hidden" aria-live="polite">
            <FormattedMessage id="catalog.gallery.position" values={{ index: index + 1, count }} />
          </p>
          <ul className={styles.thumbnails}>
            {images.map((image, n) => (
              <li key={image.url}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label(n)}
                  aria-current={n === index ? 'true' : undefined}
                  onClick={() => setIndex(n)}
                >
                  <img
                    src={image.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    fetchPriority="low"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
