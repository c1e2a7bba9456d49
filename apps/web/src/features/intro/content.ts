import {
  BookOpen,
  ClipboardList,
  Globe,
  Headphones,
  Landmark,
  type LucideIcon,
  MessageCircle,
  Route,
  Search,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';

/**
 * The intro page is a static marketing page (docs/README.md, "Pages"): nothing here comes from the
 * API, so the figures stay exactly as written even when the catalogue changes.
 */
export interface Figure {
  value: string;
  label: string;
  icon: LucideIcon;
}

export const figures: Figure[] = [
  { value: '1,200+', label: 'Universities', icon: Landmark },
  { value: '85+', label: 'Countries', icon: Globe },
  { value: '25,000+', label: 'Courses', icon: BookOpen },
  { value: '500,000+', label: 'Students Helped', icon: Users },
];

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const features: Feature[] = [
  {
    title: 'Find the Right University',
    description:
      'Search universities and courses across countries, and compare fees, durations and eligibility side by side.',
    icon: Search,
  },
  {
    title: 'Track Every Application',
    description:
      'Apply in a few clicks, follow each application status and keep every milestone of your journey on one timeline.',
    icon: ClipboardList,
  },
  {
    title: 'Talk to a Real Advisor',
    description:
      'Chat with an experienced study-abroad advisor about shortlisting, documents, finances and your visa.',
    icon: MessageCircle,
  },
];

/**
 * Banner gradients of the featured programme cards, in card order, so the grid does not look
 * cloned; the programmes themselves come from the catalogue.
 */
export const programGradients = [
  'from-primary to-secondary',
  'from-cyan-500 to-primary-dark',
  'from-emerald-500 to-secondary',
  'from-sky-500 to-primary',
];

export interface Testimonial {
  name: string;
  program: string;
  destination: string;
  quote: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Sharma',
    program: 'MSc Data Science',
    destination: 'United Kingdom',
    quote:
      'EduPath turned a confusing process into a clear plan. My advisor helped me shortlist universities that matched my profile, and I had three offers within two months.',
  },
  {
    name: 'Arjun Mehta',
    program: 'MS Computer Science',
    destination: 'United States',
    quote:
      'The application tracker kept every deadline in one place. I never missed a document, and the visa guidance made my interview feel routine.',
  },
  {
    name: 'Sneha Reddy',
    program: 'Bachelor of Nursing',
    destination: 'Australia',
    quote:
      'I compared courses across five countries in a single evening. Having fees and eligibility side by side saved me weeks of research.',
  },
  {
    name: 'Rahul Verma',
    program: 'MBA',
    destination: 'Canada',
    quote:
      'Talking to a real person made all the difference. They reviewed my statement of purpose twice and helped me plan my finances before I paid a single fee.',
  },
];

export interface Reason {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const reasons: Reason[] = [
  {
    // No claim of verification: a demo catalogue is sample data, and every course page says where
    // each fact comes from (docs/catalogue.md#honest-labels).
    title: 'Course facts with their source',
    description:
      'Fees, durations and eligibility in the currency the university charges, each saying where it comes from and when it was checked. Sample data is labelled as sample.',
    icon: ShieldCheck,
  },
  {
    title: 'Guidance from start to departure',
    description: 'From your first shortlist to applications, visa and travel, one advisor follows your case.',
    icon: Route,
  },
  {
    title: 'Transparent pricing',
    description: 'Consultancy packages priced in rupees with everything included listed up front.',
    icon: Wallet,
  },
  {
    title: 'Support when you need it',
    description: 'Chat with your advisor, get notified of every status change and never chase an update.',
    icon: Headphones,
  },
];
