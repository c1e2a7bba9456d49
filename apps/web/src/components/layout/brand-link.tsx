import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** The logo and name at the left of the site's bars, home on click. */
export function BrandLink() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold text-secondary">
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      EduPath
    </Link>
  );
}
