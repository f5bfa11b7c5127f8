/**
 * Icons of the saved lists, drawn by the remote's stylesheet (`icons.module.css`: no icon CDN, and no SVG repeated in
 * every tile's markup); decorative, the controls carry the names.
 */
import styles from './icons.module.css';

const iconClass = (shape: 'heart' | 'compare', filled: boolean) =>
  [styles.icon, styles[shape], filled && styles.filled].filter(Boolean).join(' ');

export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return <span className={iconClass('heart', filled)} aria-hidden="true" />;
}

export function CompareIcon({ filled = false }: { filled?: boolean }) {
  return <span className={iconClass('compare', filled)} aria-hidden="true" />;
}
