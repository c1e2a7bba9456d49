import { REFUND_REQUEST_WINDOW_HOURS } from '@edupath/contract/constants';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { COMPANY_NAME, REFUND_POLICY_EFFECTIVE, SUPPORT_EMAIL } from '../legal-details';

const mail = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary-dark underline">
    {SUPPORT_EMAIL}
  </a>
);

const requestWindow = `${REFUND_REQUEST_WINDOW_HOURS} hours`;

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope',
    body: (
      <p>
        This Refund and Cancellation Policy applies to every payment made to {COMPANY_NAME} (“EduPath”, “we”,
        “us” or “our”) for our services, including consultancy packages purchased through the EduPath website.
        It forms part of our{' '}
        <Link to={paths.terms} className="font-medium text-primary-dark underline">
          Terms and Conditions
        </Link>
        . By making a payment, you confirm that you have read and accepted this policy.
      </p>
    ),
  },
  {
    id: 'non-refundable-payments',
    title: 'Non-Refundable Payments',
    body: (
      <>
        <p>
          Our advisors begin reserving time and resources for your case as soon as you pay. For this reason,
          all payments made to EduPath are non-refundable, including:
        </p>
        <ul>
          <li>counselling fees;</li>
          <li>application support fees;</li>
          <li>documentation and processing fees;</li>
          <li>visa assistance fees.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'no-refund-cases',
    title: 'Situations Where No Refund Is Given',
    body: (
      <>
        <p>No refund will be issued in any of the following situations:</p>
        <ul>
          <li>a change of mind, or a decision not to pursue studies abroad after payment;</li>
          <li>
            an unsuccessful admission, including rejection of your application by a university or institution;
          </li>
          <li>
            a visa rejection or refusal, unless a refund on visa rejection is expressly stated in writing in
            the terms of the service you purchased;
          </li>
          <li>
            delays, missed deadlines or rejections caused by incomplete, incorrect or late documents or
            information provided by you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation of Services',
    body: (
      <>
        <p>
          You may cancel a service at any time by writing to us at {mail}. Cancellation does not entitle you
          to a refund of any amount paid.
        </p>
        <p>
          If you cancel before any work on your case has started, management may, at its sole discretion,
          offer a partial credit that can be used towards future EduPath services. Any such credit is not
          transferable and cannot be exchanged for cash.
        </p>
      </>
    ),
  },
  {
    id: 'exception',
    title: 'Exception: Partial Refund',
    body: (
      <>
        <p>A partial refund may be considered only if both of the following conditions are met:</p>
        <ul>
          <li>the services have not started; and</li>
          <li>
            a formal written request is made within <strong>{requestWindow}</strong> of payment.
          </li>
        </ul>
        <p>
          To make a request, e-mail {mail} with your full name, the e-mail address of your EduPath account,
          the payment reference and the reason for your request. Requests made later than {requestWindow}{' '}
          after payment, by phone, or through community posts or chat cannot be considered.
        </p>
        <p>
          Every request is reviewed individually, and whether a refund is granted, and its amount, is decided
          by management. Any deductions, such as payment gateway charges, will be explained in our reply. An
          approved refund is paid to the original payment method; your bank may take a few working days to
          show it.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-fees',
    title: 'Third-Party Fees',
    body: (
      <p>
        Fees paid to third parties, such as university application fees, tuition deposits, English language
        test fees, visa fees and courier charges, are governed by the refund policies of those third parties.
        EduPath cannot refund them.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The version in force on the date of your payment applies
        to that payment. Changes are published on this page with a new effective date.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: <p>For any question about this policy, or to make a request under it, write to us at {mail}.</p>,
  },
];

export default function RefundPolicyRoute() {
  return (
    <LegalPage
      title="Refund and Cancellation Policy"
      date={`Effective date: ${REFUND_POLICY_EFFECTIVE}`}
      icon={ReceiptText}
      intro={
        <p>
          We want you to know exactly where you stand before you pay for any of our services. Please read this
          policy carefully: most payments to EduPath are non-refundable.
        </p>
      }
      sections={sections}
    />
  );
}
