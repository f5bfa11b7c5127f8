/**
 * The size guide: a button that opens a modal dialog with the body measurements per size. The dialog takes focus,
 * keeps Tab inside, closes on Escape, on its close button or on the backdrop, and gives focus back to the button.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SizeGuide } from '@storefront/shared/schemas';
import styles from './size-guide-dialog.module.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function SizeGuideDialog({ guide }: { guide: SizeGuide }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="catalog.sizeGuide.open" />
      </button>
      {open && (
        <Dialog
          title={guide.title}
          closeLabel={intl.formatMessage({ id: 'catalog.sizeGuide.close' })}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        >
          <table className={styles.table}>
            <caption className={styles.caption}>
              <FormattedMessage id="catalog.sizeGuide.caption" values={{ unit: guide.unit }} />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="catalog.sizeGuide.size" />
                </th>
                {guide.columns.map((column) => (
                  <th key={column} scope="col">
                    {column} ({guide.unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {guide.rows.map((row) => (
                <tr key={row.size}>
                  <th scope="row">{row.size}</th>
                  {row.values.map((value, n) => (
                    <td key={guide.columns[n] ?? n}>{intl.formatNumber(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Dialog>
      )}
    </>
  );
}

function Dialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {/* Focusable so a keyboard can scroll a table wider than a phone. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
