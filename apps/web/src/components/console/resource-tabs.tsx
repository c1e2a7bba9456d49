import { clsx } from 'clsx';
import { NavLink } from 'react-router';

/**
 * The kinds of a resource family as tabs (the catalogue's kinds): the row scrolls inside itself
 * when it is wider than the screen, so a 320 px phone never scrolls the page sideways.
 */
export function ResourceTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={label} className="relative -mt-1 mb-4 overflow-x-auto border-b border-line">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                clsx(
                  '-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 font-medium',
                  isActive
                    ? 'border-primary-dark text-primary-dark'
                    : 'border-transparent text-ink-secondary hover:text-secondary',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
