import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { GrievanceOfficer } from '../components/grievance-officer';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { RetentionTable } from '../components/retention-table';
import { COMPANY_NAME, POLICIES_LAST_UPDATED, SUPPORT_EMAIL } from '../legal-details';

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary-dark underline">
    {SUPPORT_EMAIL}
  </a>
);

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <>
        <p>
          The EduPath website and services (the “Service”) are operated by {COMPANY_NAME} (“EduPath”, “we”,
          “us” or “our”), a company incorporated in India. We help students research universities and courses
          abroad, apply to them, and receive guidance from our advisors.
        </p>
        <p>
          This Privacy Policy explains what personal data we collect when you use the Service, why we collect
          it, how we use and share it, and the choices and rights you have. It is issued in accordance with
          the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and
          Procedures and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data
          Protection Act, 2023, as applicable.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only the information we need to provide the Service:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your e-mail address and password (stored only as a secure
            one-way hash), or the basic profile details shared by Google if you choose to sign in with Google.
          </li>
          <li>
            <strong>Profile information:</strong> your name, phone number, date of birth, address, school and
            college education, work experience and test scores (such as IELTS, TOEFL, GRE or GMAT), and any
            documents or photos you upload.
          </li>
          <li>
            <strong>Application information:</strong> the courses and universities you apply to, the status of
            each application and the milestones of your application journey.
          </li>
          <li>
            <strong>Communications:</strong> messages you exchange with our advisors, posts and comments you
            publish in communities, and messages you send through our contact form.
          </li>
          <li>
            <strong>Payment information:</strong> details of the packages you apply for and the payments you
            make. Card and bank details are processed by our payment partners; we do not store your full card
            number.
          </li>
          <li>
            <strong>Usage information:</strong> technical data such as your IP address, browser type, device
            information, pages visited and the date and time of your visits.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your personal data to:</p>
        <ul>
          <li>create and manage your account and keep you signed in;</li>
          <li>match you with suitable countries, universities and courses;</li>
          <li>prepare, submit and track your applications on your behalf when you ask us to;</li>
          <li>
            let our advisors guide you through chat, and send you notifications about your applications;
          </li>
          <li>process package applications and payments, and issue invoices;</li>
          <li>respond to your questions, complaints and requests;</li>
          <li>keep the Service secure, prevent fraud and abuse, and moderate community content;</li>
          <li>understand how the Service is used so that we can improve it;</li>
          <li>comply with our legal, tax and regulatory obligations.</li>
        </ul>
        <p>
          We process your data on the basis of the consent you give when you create an account or submit
          information, and where the law otherwise permits, for example to meet a legal obligation. We do not
          sell your personal data.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Your Information',
    body: (
      <>
        <p>We share personal data only in the following cases:</p>
        <ul>
          <li>
            <strong>Universities and institutions</strong> you choose to apply to, so that they can assess
            your application.
          </li>
          <li>
            <strong>Service providers</strong> who host our systems, process payments, send e-mails or provide
            similar services to us, under contracts that require them to protect your data and use it only on
            our instructions.
          </li>
          <li>
            <strong>Authorities</strong>, when required by law, court order or a lawful request by a
            government agency, or when necessary to protect the rights, property or safety of EduPath, our
            users or others.
          </li>
          <li>
            <strong>A successor business</strong>, if EduPath is involved in a merger, acquisition or sale of
            assets, in which case we will notify you before your data becomes subject to a different policy.
          </li>
        </ul>
        <p>
          Posts and comments you publish in communities are visible to other members of the Service. Please do
          not share sensitive personal information there.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    body: (
      <p>
        Because the Service helps you study abroad, some of your data will be sent to universities and
        partners outside India when you apply. Where we transfer data outside India, we do so only as needed
        to provide the Service you requested and in line with applicable Indian law, including any
        restrictions notified by the Government of India.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <>
        <p>
          We use a small number of cookies and browser storage entries that are essential for the Service to
          work, such as the session cookie that keeps you signed in. We do not use third-party advertising
          cookies.
        </p>
        <p>
          You can block or delete cookies in your browser settings, but parts of the Service, such as signing
          in, will then stop working.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <>
        <p>
          We keep your personal data for as long as your account is open and as long as needed to provide the
          Service. You can delete your account on your account page: we wait 14 days in case you change your
          mind (signing in during that time cancels it), then erase your personal data as the table below
          says. Some records we must keep for a time, such as invoices and payment records, to comply with tax
          law.
        </p>
        <RetentionTable />
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        We protect your data with reasonable security practices, including encrypted connections (HTTPS),
        hashed passwords, access controls that limit staff access to what their role requires, and regular
        review of our systems. No method of transmission over the internet or electronic storage is completely
        secure, so we cannot guarantee absolute security, but we will notify you and the relevant authorities
        of a personal data breach as required by law.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Subject to applicable law, you have the right to:</p>
        <ul>
          <li>access a summary of the personal data we hold about you and how it is used;</li>
          <li>
            correct, complete or update inaccurate or incomplete data, most of which you can do in your
            profile;
          </li>
          <li>
            ask us to erase your personal data when it is no longer needed for the purpose it was collected;
          </li>
          <li>
            withdraw your consent at any time, without affecting processing carried out before withdrawal;
          </li>
          <li>nominate another person to exercise your rights in the event of your death or incapacity;</li>
          <li>
            have your grievances addressed by us, and escalate them to the Data Protection Board of India.
          </li>
        </ul>
        <p>
          To exercise any of these rights, write to us at {mail}. We may ask you to verify your identity
          first. If we do not satisfy you,{' '}
          <Link to={paths.privacyGrievance} className="font-medium text-primary-dark underline">
            raise a grievance
          </Link>
          : we answer it within 90 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's Privacy",
    body: (
      <p>
        The Service is intended for students who are 18 years of age or older. If you are under 18, you may
        use the Service only with the verifiable consent and involvement of a parent or lawful guardian. If we
        learn that we have collected data from a child without such consent, we will delete it.
      </p>
    ),
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Websites',
    body: (
      <p>
        The Service may link to websites of universities, testing agencies, embassies and other third parties.
        We are not responsible for their content or privacy practices; please read their privacy policies
        before sharing data with them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Privacy Policy',
    body: (
      <p>
        We may update this Privacy Policy from time to time. We will post the new version on this page and
        update the “Last updated” date above, and where the changes are significant we will also notify you by
        e-mail or through the Service. Your continued use of the Service after changes take effect means you
        accept the updated policy.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us and Grievance Officer',
    body: (
      <>
        <p>
          If you have any questions about this Privacy Policy, write to us at {mail}. For a complaint about
          how we handle your personal data, contact our Grievance Officer or raise it online; we acknowledge
          it at once with a reference number and answer it within 90 days.
        </p>
        <GrievanceOfficer withFormLink />
      </>
    ),
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      date={`Last updated: ${POLICIES_LAST_UPDATED}`}
      icon={ShieldCheck}
      intro={
        <p>
          Your privacy matters to us. Please read this policy carefully to understand how {COMPANY_NAME}{' '}
          handles your personal data. By using the Service, you agree to the collection and use of information
          as described here.
        </p>
      }
      sections={sections}
    />
  );
}
