import { formatFee } from '../../lib/format';
import { imageUrl } from '../../lib/image-url';
import { type PublicPage, SITE_HEAD, summary } from '../../lib/page-head';
import { paths } from '../../lib/paths';
import { categoriesQuery } from './api/get-categories';
import { countriesQuery, countryPagesQuery, exploreCountries, homeCountries } from './api/get-countries';
import { countryQuery } from './api/get-country';
import { courseQuery } from './api/get-course';
import { homeUniversities, universitiesQuery } from './api/get-universities';
import { universityQuery } from './api/get-university';

/** The catalogue's pages as the server renders them: what each shows first, and its head (ADR 016). */
export const cataloguePublicPages: PublicPage[] = [
  {
    path: paths.home,
    load: async (client) => {
      await Promise.all([
        client.fetchInfiniteQuery(countryPagesQuery(homeCountries())),
        client.fetchQuery(universitiesQuery(homeUniversities)),
        client.fetchQuery(categoriesQuery),
      ]);
      return SITE_HEAD;
    },
  },
  {
    path: paths.explore,
    load: async (client, _params, search) => {
      await client.fetchQuery(countriesQuery(exploreCountries(search)));
      return {
        title: 'Explore countries — EduPath',
        description: 'Every country you can study in with EduPath: universities, courses, fees and visas.',
      };
    },
  },
  {
    path: '/courses/:courseId',
    load: async (client, { courseId = '' }) => {
      const course = await client.fetchQuery(courseQuery(courseId));
      const university = course.UniversityModel.universityName;
      return {
        // What a link shared on WhatsApp shows first.
        title: `${course.courseName} at ${university} — EduPath`,
        description: summary(
          course.description,
          `${course.courseType}, ${course.duration}, at ${university}, ${course.CountryModel.countryName}. Tuition ${formatFee(course.fee, course.currencyCode)}.`,
        ),
        image: imageUrl(course.image ?? course.UniversityModel.coverImage),
      };
    },
  },
  {
    path: '/university/:universityId',
    load: async (client, { universityId = '' }) => {
      const university = await client.fetchQuery(universityQuery(universityId));
      return {
        title: `${university.universityName}, ${university.CountryModel.countryName} — EduPath`,
        description: summary(
          university.description,
          `${university.universityName}: courses, fees and intakes on EduPath.`,
        ),
        image: imageUrl(university.coverImage),
      };
    },
  },
  {
    path: '/country/:countryId',
    load: async (client, { countryId = '' }) => {
      const country = await client.fetchQuery(countryQuery(countryId));
      return {
        title: `Study in ${country.countryName} — EduPath`,
        description: summary(
          country.description,
          `Universities and courses in ${country.countryName}, with fees, intakes and visas.`,
        ),
        image: imageUrl(country.coverImage),
      };
    },
  },
];
