/**
 * Asks before leaving a page with unsaved input (a navigation held by `useBlockNavigation`), in a modal dialog: the
 * browser's own <dialog> (focus moves in, Escape stays, focus returns to the page). "Stay" is focused first, so Enter
 * alone never throws the input away.
 */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@storefront/shared/ui';
import styles from './leave-dialog.module.css';

export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

export function LeaveDialog({ held }: { held: HeldNavigation }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const t = (id: string) => intl.formatMessage({ id });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="shell-leave-title"
      aria-describedby="shell-leave-text"
      data-testid="shell-leave-dialog"
      onCancel={(event) => {
        event.preventDefault();
        held.reset();
      }}
    >
      <h2 id="shell-leave-title" className={styles.heading}>
        {t('shell.leave.title')}
      </h2>
      <p id="shell-leave-text">{t('shell.leave.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" autoFocus onClick={() => held.reset()}>
          {t('shell.leave.stay')}
        </Button>
        <Button onClick={() => held.proceed()}>{t('shell.leave.leave')}</Button>
      </div>
    </dialog>
  );
}
