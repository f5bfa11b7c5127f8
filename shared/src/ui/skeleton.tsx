import type { CSSProperties } from 'react';
import styles from './ui.module.css';

/** A placeholder of the content's size, so nothing shifts when data arrives. */
export function Skeleton({
  width = '100%',
  height = '1em',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className={styles.skeleton} style={{ width, height, ...style }} aria-hidden="true" />;
}
