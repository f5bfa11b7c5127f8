/** The header's search box: a real form that goes to the results page (suggestions come with the search feature). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import styles from './search-box.module.css';

export default function SearchBox({ lang }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      action={paths.search(lang)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) navigate(paths.search(lang, text.trim()));
      }}
    >
      <label htmlFor="catalog-search" className="visually-hidden">
        {intl.formatMessage({ id: 'catalog.search.label' })}
      </label>
      <input
        id="catalog-search"
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
        className={styles.input}
        autoComplete="off"
      />
    </form>
  );
}
