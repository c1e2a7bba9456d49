import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useVisaRoutes } from '../api/visa-routes';
import { PostStudyWork } from './post-study-work';

/**
 * The country page's post-study-work facts and a link to its visa route, when EduPath keeps a
 * route for the country (docs/money-and-visas.md#proof-of-funds-and-visa-steps); nothing otherwise.
 */
export function CountryVisa({ countryName }: { countryName: string }) {
  const routes = useVisaRoutes();
  const route = routes.data?.find((r) => r.countryName === countryName);
  if (!route) return null;
  return (
    <div className="mt-10 space-y-2">
      <PostStudyWork route={route} />
      <Link
        to={paths.visaRoute(route.countryCode)}
        className="inline-block text-sm font-medium text-primary-dark underline"
      >
        {route.visaName}: fees, proof of funds and steps
      </Link>
    </div>
  );
}
