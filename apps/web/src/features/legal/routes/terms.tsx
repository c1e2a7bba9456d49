import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import {
  COMPANY_NAME,
  LIABILITY_CAP_USD,
  MATERIAL_CHANGE_NOTICE_DAYS,
  POLICIES_LAST_UPDATED,
  SUPPORT_EMAIL,
} from '../legal-details';

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary-dark underline">
    {SUPPORT_EMAIL}
  </a>
);

const inlineLink = 'font-medium text-primary-dark underline';

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <>
        <p>
          These Terms and Conditions (the “Terms”) govern your access to and use of the EduPath website and
          services (the “Service”), operated by {COMPANY_NAME} (“EduPath”, “we”, “us” or “our”), a company
          incorporated in India.
        </p>
        <p>
          By creating an account, accessing or using the Service, you agree to be bound by these Terms and by
          our{' '}
          <Link to={paths.privacy} className={inlineLink}>
            Privacy Policy
          </Link>
          . If you do not agree with any part of these Terms, you must not use the Service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and Accounts',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account, or use the Service with the consent and
          supervision of a parent or lawful guardian who accepts these Terms on your behalf.
        </p>
        <ul>
          <li>You must give accurate, current and complete information and keep it up to date.</li>
          <li>
            You are responsible for keeping your password confidential and for all activity under your
            account.
          </li>
          <li>You must tell us immediately at {mail} if you suspect any unauthorised use of your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'our-services',
    title: 'Our Services',
    body: (
      <>
        <p>
          EduPath provides information about countries, universities and courses abroad, tools to apply to
          courses and follow your applications, community spaces, and guidance from our advisors, including
          paid consultancy packages.
        </p>
        <p>
          EduPath is a guidance and facilitation service. We are not a university, and we do not make
          admission, scholarship or visa decisions. Those decisions rest solely with the institutions and
          government authorities concerned, and we do not guarantee admission to any course, the award of any
          scholarship or the grant of any visa.
        </p>
        <p>
          We take care to keep course information such as fees, durations and eligibility accurate, but
          institutions change them from time to time. Always confirm the details with the institution before
          making a decision or a payment.
        </p>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'Your Responsibilities',
    body: (
      <>
        <p>When you use the Service, you agree that you will:</p>
        <ul>
          <li>provide truthful information and genuine documents in your profile and applications;</li>
          <li>submit the documents we or an institution ask for completely and on time;</li>
          <li>meet the deadlines, entry requirements and conditions set by institutions and authorities;</li>
          <li>use the Service only for lawful purposes and in line with these Terms.</li>
        </ul>
        <p>
          Submitting false or forged information or documents may lead to the immediate termination of your
          account and of any services, without refund, and may be reported to the authorities.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Community and Acceptable Use',
    body: (
      <>
        <p>You must not:</p>
        <ul>
          <li>post content that is unlawful, defamatory, abusive, hateful, obscene or misleading;</li>
          <li>harass other users or our staff, or impersonate any person;</li>
          <li>post advertising, spam or links to malicious software;</li>
          <li>infringe anyone's intellectual property or privacy rights;</li>
          <li>
            attempt to gain unauthorised access to the Service, interfere with its operation or scrape its
            content by automated means.
          </li>
        </ul>
        <p>
          You keep ownership of the content you post, and you grant EduPath a non-exclusive, royalty-free
          licence to host, display and distribute it within the Service. We may remove content that breaks
          these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'fees-and-payments',
    title: 'Fees and Payments',
    body: (
      <>
        <p>
          Browsing the Service is free. Consultancy packages and other paid services are priced in Indian
          rupees (INR), and the price, scope and inclusions of each are shown before you apply for it. Prices
          include applicable taxes unless stated otherwise.
        </p>
        <p>
          Fees charged by third parties, such as university application fees, test fees and visa fees, are
          separate and payable directly to them. Refunds and cancellations are governed by our{' '}
          <Link to={paths.refund} className={inlineLink}>
            Refund and Cancellation Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The Service and its original content, features and design, including the EduPath name and logo, are
        the property of {COMPANY_NAME} and are protected by the laws of India and international treaties. You
        may not copy, modify, distribute or create derivative works from them without our prior written
        permission.
      </p>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Websites and Services',
    body: (
      <p>
        The Service may contain links to websites or services that EduPath does not own or control, such as
        university, testing agency and embassy websites. We are not responsible for their content, policies or
        practices, and your dealings with them are solely between you and them.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        The Service is provided on an “as is” and “as available” basis. To the fullest extent permitted by
        law, EduPath makes no warranties of any kind, express or implied, that the Service will be
        uninterrupted, error-free or secure, or that the information in it is complete or up to date. Guidance
        given by our advisors is based on their experience and the information available at the time, and is
        not legal or immigration advice.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the maximum extent permitted by applicable law, EduPath, its directors, employees and partners
          shall not be liable for any indirect, incidental, special, consequential or punitive damages,
          including loss of profits, data, opportunity or goodwill, arising out of or in connection with your
          use of the Service.
        </p>
        <p>
          In any case, the entire liability of EduPath under any provision of these Terms shall be limited to
          the amount actually paid by you through the Service, or {`${LIABILITY_CAP_USD} USD`} if you have not
          purchased anything through the Service.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to indemnify and hold EduPath harmless from any claims, losses, liabilities and expenses,
        including reasonable legal fees, arising from your breach of these Terms, your content, or your misuse
        of the Service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the Service and ask us to close your account at any time. We may suspend or
        terminate your access immediately, without prior notice, if you breach these Terms. Provisions which
        by their nature should survive termination, including intellectual property, disclaimers, limitation
        of liability, indemnity and governing law, will survive.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    body: (
      <p>
        These Terms are governed by the laws of India. If you have a concern, please contact us first at{' '}
        {mail} so that we can try to resolve it informally. Any dispute that cannot be resolved this way shall
        be subject to the exclusive jurisdiction of the competent courts in India.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may modify or replace these Terms at any time. If a revision is material, we will make reasonable
        efforts to provide at least {`${MATERIAL_CHANGE_NOTICE_DAYS} days`} notice before the new terms take
        effect, by e-mail or through the Service. What constitutes a material change is determined at our sole
        discretion. By continuing to use the Service after revisions become effective, you agree to be bound
        by the revised terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: <p>If you have any questions about these Terms, contact us by e-mail at {mail}.</p>,
  },
];

export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms and Conditions"
      date={`Last updated: ${POLICIES_LAST_UPDATED}`}
      icon={Scale}
      intro={
        <p>
          Please read these Terms and Conditions carefully before using the Service. They set out your rights
          and obligations, and ours, when you use EduPath.
        </p>
      }
      sections={sections}
    />
  );
}
