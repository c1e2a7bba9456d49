import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

/**
 * A list's search box: typing updates the list after a pause; the box follows the address when
 * it changes from elsewhere (back button, a link with ?q=).
 */
export function SearchInput({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (debounced.trim() !== latest.current.value) latest.current.onSearch(debounced.trim());
  }, [debounced]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink-secondary">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          className="w-full rounded-lg border border-line py-2 pl-8 pr-3 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
      </div>
    </div>
  );
}
