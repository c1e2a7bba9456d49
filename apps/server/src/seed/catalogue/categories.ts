import type { CategoryIcon } from '../../modules/catalogue/index';

export interface SubjectDefinition {
  name: string;
  /** Degree prefixes, e.g. BSc / MSc; PhD, Diploma and Certificate names are built from the subject. */
  bachelor: string;
  master: string;
}

export interface CategoryDefinition {
  categoryName: string;
  icon: CategoryIcon;
  hue: number;
  /** How often a university offers a course of this category, relative to the others. */
  weight: number;
  subjects: SubjectDefinition[];
}

const subjects = (bachelor: string, master: string, names: string[]): SubjectDefinition[] =>
  names.map((name) => ({ name, bachelor, master }));

export const CATEGORIES: CategoryDefinition[] = [
  {
    categoryName: 'Computer Science & IT',
    icon: 'computing',
    hue: 205,
    weight: 14,
    subjects: subjects('BSc', 'MSc', [
      'Computer Science',
      'Data Science',
      'Artificial Intelligence',
      'Software Engineering',
      'Cyber Security',
      'Information Systems',
      'Machine Learning',
      'Cloud Computing',
      'Human-Computer Interaction',
      'Game Development',
    ]),
  },
  {
    categoryName: 'Business & Management',
    icon: 'business',
    hue: 28,
    weight: 14,
    subjects: [
      { name: 'Business Administration', bachelor: 'BBA', master: 'MBA' },
      ...subjects('BSc', 'MSc', [
        'Finance',
        'Accounting',
        'Marketing',
        'International Business',
        'Economics',
        'Supply Chain Management',
        'Entrepreneurship',
        'Human Resource Management',
        'Business Analytics',
      ]),
    ],
  },
  {
    categoryName: 'Engineering & Technology',
    icon: 'engineering',
    hue: 220,
    weight: 13,
    subjects: subjects('BEng', 'MEng', [
      'Mechanical Engineering',
      'Electrical Engineering',
      'Civil Engineering',
      'Chemical Engineering',
      'Aerospace Engineering',
      'Biomedical Engineering',
      'Robotics',
      'Mechatronics',
      'Industrial Engineering',
      'Materials Engineering',
    ]),
  },
  {
    categoryName: 'Medicine & Health',
    icon: 'medicine',
    hue: 352,
    weight: 10,
    subjects: subjects('BSc', 'MSc', [
      'Nursing',
      'Public Health',
      'Pharmacy',
      'Biomedical Science',
      'Physiotherapy',
      'Nutrition and Dietetics',
      'Medicine',
      'Dentistry',
      'Health Informatics',
      'Occupational Therapy',
    ]),
  },
  {
    categoryName: 'Natural Sciences',
    icon: 'science',
    hue: 265,
    weight: 9,
    subjects: subjects('BSc', 'MSc', [
      'Physics',
      'Chemistry',
      'Biology',
      'Mathematics',
      'Biotechnology',
      'Astrophysics',
      'Neuroscience',
      'Statistics',
      'Genetics',
      'Earth Sciences',
    ]),
  },
  {
    categoryName: 'Humanities & Social Sciences',
    icon: 'humanities',
    hue: 180,
    weight: 9,
    subjects: subjects('BA', 'MA', [
      'History',
      'Psychology',
      'Sociology',
      'Philosophy',
      'Political Science',
      'International Relations',
      'English Literature',
      'Linguistics',
      'Anthropology',
      'Journalism',
    ]),
  },
  {
    categoryName: 'Arts & Design',
    icon: 'arts',
    hue: 318,
    weight: 7,
    subjects: subjects('BA', 'MA', [
      'Graphic Design',
      'Fine Art',
      'Fashion Design',
      'Film Studies',
      'Music',
      'Interior Design',
      'Animation',
      'Photography',
      'Product Design',
      'Creative Writing',
    ]),
  },
  {
    categoryName: 'Law',
    icon: 'law',
    hue: 40,
    weight: 6,
    subjects: subjects('LLB', 'LLM', [
      'Law',
      'International Law',
      'Human Rights Law',
      'Commercial Law',
      'Environmental Law',
      'Intellectual Property Law',
      'Criminal Justice',
      'European and Comparative Law',
    ]),
  },
  {
    categoryName: 'Education',
    icon: 'education',
    hue: 160,
    weight: 5,
    subjects: subjects('BEd', 'MEd', [
      'Primary Education',
      'Secondary Education',
      'Early Childhood Education',
      'Special Educational Needs',
      'Educational Leadership',
      'TESOL',
      'Educational Technology',
      'Physical Education',
    ]),
  },
  {
    categoryName: 'Agriculture & Environment',
    icon: 'environment',
    hue: 110,
    weight: 5,
    subjects: subjects('BSc', 'MSc', [
      'Agriculture',
      'Environmental Management',
      'Forestry',
      'Food Science',
      'Sustainable Development',
      'Marine Biology',
      'Climate Science',
      'Agribusiness',
      'Animal Science',
      'Water Resources Management',
    ]),
  },
  {
    categoryName: 'Architecture & Planning',
    icon: 'architecture',
    hue: 15,
    weight: 4,
    subjects: [
      { name: 'Architecture', bachelor: 'BArch', master: 'MArch' },
      ...subjects('BSc', 'MSc', [
        'Urban Planning',
        'Landscape Architecture',
        'Construction Management',
        'Real Estate',
        'Urban Design',
        'Quantity Surveying',
      ]),
    ],
  },
  {
    categoryName: 'Hospitality & Tourism',
    icon: 'hospitality',
    hue: 190,
    weight: 4,
    subjects: subjects('BA', 'MA', [
      'Hospitality Management',
      'Tourism Management',
      'Culinary Arts',
      'Event Management',
      'Hotel Management',
      'Aviation Management',
      'Sports Management',
    ]),
  },
];
