import type { CountryCard, CourseListItem, Page, UniversityCard } from '@edupath/contract';

export const country = (id: number): CountryCard => ({
  countryId: id,
  countryName: `Country ${id}`,
  coverImage: null,
  flagImage: null,
  capital: `Capital ${id}`,
  population: 1_000_000 + id,
  language: 'English',
  currency: 'Dollar (USD)',
  universityCount: 3,
});

export const university = (id: number): UniversityCard => ({
  universityId: id,
  universityName: `University ${id}`,
  universityLogo: null,
  coverImage: null,
  location: null,
  language: 'English',
  testAccepted: 'IELTS',
  qsRank: id,
  countryId: 1,
  countryName: 'Country 1',
  courseCount: 10,
});

export const course = (id: number, overrides: Partial<CourseListItem> = {}): CourseListItem => ({
  courseId: id,
  courseName: `Course ${id}`,
  courseType: 'Postgraduate',
  duration: '2 years',
  fee: 30_000,
  currency: 'Dollar',
  eligibility: "Bachelor's degree",
  intake: 'September',
  applicationDeadline: '2027-05-01',
  modeOfStudy: 'Full-time',
  description: 'A course.',
  createdAt: '2026-03-01T10:00:00.000Z',
  isFeatured: false,
  universityId: 1,
  courseCategoryId: 1,
  CourseCategoryModel: { courseCategoryId: 1, categoryName: 'Computer Science & IT', image: null },
  UniversityModel: {
    universityId: 1,
    universityName: 'University 1',
    location: null,
    universityLogo: null,
    qsRank: 1,
  },
  CountryModel: { countryId: 1, countryName: 'Country 1', flagImage: null },
  ...overrides,
});

export function page<T>(items: T[], pageNumber: number, pageSize: number, total: number): Page<T> {
  return { items, total, page: pageNumber, pageSize, totalPages: Math.ceil(total / pageSize) };
}
