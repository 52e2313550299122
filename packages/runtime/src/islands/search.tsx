/** The search modal island (replaced by the full search UI of the search feature). */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { SearchModalProps } from '../SearchLauncher.js';

export default function SearchModal({ initialQuery, onClose }: SearchModalProps): ReactElement {
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="search-modal__form"
      role="search"
      action="/search"
      onSubmit={(event) => {
        if (!query.trim()) event.preventDefault();
        else onClose();
      }}
    >
      <input ref={input} className="search-modal__input" name="q" type="search" aria-label="Search the documentation" placeholder="Search the documentation" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
    </form>
  );
}
