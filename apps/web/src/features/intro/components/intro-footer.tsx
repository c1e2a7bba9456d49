import { LinkList, legalLinks as siteLegalLinks } from '../../../components/layout/footer';
import { paths } from '../../../lib/paths';

const legalLinks = [...siteLegalLinks, { to: paths.contact, label: 'Contact Us' }];

export function IntroFooter() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-8 sm:px-6 md:flex-row md:justify-between">
        <p className="flex flex-col items-center gap-2 text-center text-sm text-ink-secondary sm:flex-row">
          <img src="/favicon.svg" alt="" className="h-6 w-6" />
          <span>© {new Date().getFullYear()} EduPath Education Services Pvt. Ltd.</span>
        </p>
        <nav aria-label="Legal">
          <LinkList
            links={legalLinks}
            className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm"
            linkClassName="text-ink-secondary transition-colors hover:text-primary-dark"
          />
        </nav>
      </div>
    </footer>
  );
}
