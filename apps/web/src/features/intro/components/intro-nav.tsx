import { Link } from 'react-router';
import { BrandLink } from '../../../components/layout/brand-link';
import { paths } from '../../../lib/paths';

const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#programs', label: 'Programs' },
  { href: '#testimonials', label: 'Stories' },
  { href: '#why-edupath', label: 'Why EduPath' },
];

/** /intro sits outside the main layout (docs/README.md, "Pages"), so it carries its own slim bar. */
export function IntroNav() {
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink />

        <nav aria-label="Page sections" className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((l) => (
            <a
              key={l.href}
              href={l.href}
              className="rounded-md px-3 py-2 text-sm font-medium text-ink-secondary transition-colors hover:text-primary-dark"
            >
              {l.label}
            </a>
          ))}
        </nav>

        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.login}
            className="rounded-lg px-3 py-2 text-sm font-medium text-primary-dark transition-colors hover:bg-primary-light sm:px-4"
          >
            Login
          </Link>
          <Link
            to={paths.signup}
            className="rounded-lg bg-primary-dark px-3 py-2 text-sm font-medium text-white shadow-sm shadow-primary/30 transition-colors hover:bg-secondary sm:px-4"
          >
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
