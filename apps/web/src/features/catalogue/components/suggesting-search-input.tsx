import type { CourseSuggestion } from '@edupath/contract';
import { BookOpen, Building2, Globe2, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { SUGGEST_MIN_LETTERS, useCourseSuggestions } from '../api/suggest-courses';

const KIND_ICON = { country: Globe2, university: Building2, course: BookOpen } as const;
const KIND_WORD = { country: 'Country', university: 'University', course: 'Course' } as const;

/**
 * The course search box with suggestions as the student types (docs/catalogue.md#suggestions):
 * an ARIA combobox. Arrow keys move through the list, Enter or a click picks, Escape closes it;
 * Enter without a highlighted suggestion submits the form as before.
 */
export function SuggestingSearchInput({
  value,
  onChange,
  onPick,
}: {
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: CourseSuggestion) => void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const typed = value.trim();
  const suggestions = useCourseSuggestions(open ? typed : '');
  const items = open && typed.length >= SUGGEST_MIN_LETTERS ? (suggestions.data ?? []) : [];
  const shown = items.length > 0;

  const pick = (suggestion: CourseSuggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown) {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && shown) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = shown && active >= 0 ? items[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else setOpen(false);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative flex-1">
      <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-400" />
      <input
        type="search"
        role="combobox"
        aria-label="Search courses"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="e.g. data science, Munich, MBA"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-xl border border-line bg-white py-3 pl-10 pr-3 text-sm shadow-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="absolute left-0 right-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
      >
        {items.map((suggestion, i) => {
          const Icon = KIND_ICON[suggestion.kind];
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox (arrow keys, Enter), as the ARIA combobox pattern has it
            <div
              key={`${suggestion.kind}:${suggestion.id ?? suggestion.label}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              // Picked before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-primary/10' : 'hover:bg-gray-50'}`}
            >
              <Icon className="h-4 w-4 shrink-0 text-primary-dark" aria-hidden />
              {/* Stacked, so a long university name keeps the width of a phone. */}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-gray-900">{suggestion.label}</span>
                <span className="block truncate text-xs text-gray-500">
                  {suggestion.detail
                    ? `${KIND_WORD[suggestion.kind]} · ${suggestion.detail}`
                    : KIND_WORD[suggestion.kind]}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
