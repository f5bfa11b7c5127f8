/**
 * The header's search box: an ARIA combobox that suggests products and categories as the shopper types. Without
 * JavaScript it is a plain GET form to the results page; the suggestions panel overlays the page, so the header
 * never moves.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  dropEarlySuggestions,
  earlySearchMark,
  earlySuggestionsMark,
  type EarlySearch,
} from '@storefront/shared/config';
import { paths, useNavigate, useRouter } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { MIN_PHRASE_LENGTH, SUGGEST_DELAY_MS, useSuggestions, type Suggestion } from './use-suggestions.ts';
import { optionId, SuggestionList } from './suggestion-list.tsx';
import styles from './search-box.module.css';

/** The phrase of the results page being shown, so the box says what was searched for. */
function usePhraseInUrl(lang: string): string {
  const { pathname, search } = useRouter();
  return pathname === paths.search(lang) ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export default function SearchBox({ lang }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const baseId = useId();
  const phraseInUrl = usePhraseInUrl(lang);
  const [text, setText] = useState(phraseInUrl);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Asked only while the panel is open: a results page arriving with its phrase in the box asks nothing.
  const { products, categories, loading } = useSuggestions(open ? text : '');
  const options = [...products, ...categories];
  const phrase = text.trim();
  const expanded = open && phrase.length >= MIN_PHRASE_LENGTH;

  // A new results page (a link, Back) brings its own phrase into the box (state adjusted while rendering).
  const [shownUrlPhrase, setShownUrlPhrase] = useState(phraseInUrl);
  if (shownUrlPhrase !== phraseInUrl) {
    setShownUrlPhrase(phraseInUrl);
    setText(phraseInUrl);
  }

  // The page's starter may have shown suggestions before the app ran (ADR 0502): they give way once these show.
  const answered = expanded && !loading;
  useEffect(() => {
    if (answered) dropEarlySuggestions();
  }, [answered]);
  const early: EarlySearch = {
    minLength: MIN_PHRASE_LENGTH,
    pauseMs: SUGGEST_DELAY_MS,
    label: intl.formatMessage({ id: 'catalog.search.suggestions' }),
    category: intl.formatMessage({ id: 'catalog.search.categoryHint' }),
  };

  const close = () => {
    dropEarlySuggestions();
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    setText('');
    navigate(suggestion.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the input (-1) ArrowUp goes to the last option; both ends wrap around.
        setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
        return;
      }
      case 'Enter': {
        const highlighted = expanded ? options[active] : undefined;
        if (highlighted) {
          event.preventDefault();
          choose(highlighted);
        }
        // Otherwise the form submits: every result for the phrase.
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      default:
    }
  };

  return (
    <form
      role="search"
      action={paths.search(lang)}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        close();
        if (phrase) navigate(paths.search(lang, phrase));
      }}
      onBlur={(event) => {
        // Focus moving to the 'show all' link stays inside (or to the starter's suggestions, still shown a moment
        // after the app started); anywhere else closes the panel.
        const to = event.relatedTarget;
        if (!event.currentTarget.contains(to) && !to?.closest(`[${earlySuggestionsMark}]`)) close();
      }}
    >
      <label htmlFor="catalog-search" className="visually-hidden">
        {intl.formatMessage({ id: 'catalog.search.label' })}
      </label>
      <input
        id="catalog-search"
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${baseId}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(baseId, active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={intl.formatMessage({ id: 'catalog.search.placeholder' })}
        className={styles.input}
        autoComplete="off"
        enterKeyHint="search"
        {...{ [earlySearchMark]: JSON.stringify(early) }}
      />
      <SuggestionList
        baseId={baseId}
        open={expanded}
        products={products}
        categories={categories}
        active={expanded ? active : -1}
        loading={loading}
        phrase={phrase}
        showAllHref={paths.search(lang, phrase)}
        onChoose={choose}
        onShowAll={close}
      />
      {/* Announced, not shown: how many suggestions arrived (a visible count would only be noise). */}
      <div aria-live="polite" className="visually-hidden">
        {expanded && !loading && (
          <FormattedMessage id="catalog.search.suggestionCount" values={{ count: options.length }} />
        )}
      </div>
    </form>
  );
}
