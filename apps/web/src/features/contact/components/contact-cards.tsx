import { OFFICE_HOURS } from '@edupath/contract/constants';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { OFFICE } from './office';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary-dark">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold text-secondary">{title}</h2>
        <div className="mt-1 text-sm leading-relaxed text-ink-secondary">{children}</div>
      </div>
    </div>
  );
}

export function ContactCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <InfoCard icon={<MapPin aria-hidden="true" />} title="Address">
        <address className="not-italic">
          {OFFICE.company}
          {OFFICE.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </InfoCard>
      <InfoCard icon={<Mail aria-hidden="true" />} title="Email">
        <a
          href={`mailto:${OFFICE.email}`}
          className="break-all font-medium text-primary-dark hover:underline"
        >
          {OFFICE.email}
        </a>
        <span className="block">We answer within one working day.</span>
      </InfoCard>
      <InfoCard icon={<Phone aria-hidden="true" />} title="Phone">
        <a
          href={`tel:${OFFICE.phone.replace(/\s/g, '')}`}
          className="font-medium text-primary-dark hover:underline"
        >
          {OFFICE.phone}
        </a>
        <span className="block">Talk to an advisor during office hours.</span>
      </InfoCard>
    </div>
  );
}

export function OfficeHours() {
  return (
    <section
      aria-labelledby="office-hours-title"
      className="rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="office-hours-title" className="flex items-center gap-2 text-lg font-semibold text-secondary">
        <Clock aria-hidden="true" className="h-5 w-5 text-primary-dark" /> Office Hours
      </h2>
      <ul className="mt-4 divide-y divide-line text-sm">
        {OFFICE_HOURS.map(({ days, hours }) => (
          <li key={days} className="flex justify-between gap-4 py-2.5">
            <span className="font-medium text-ink">{days}</span>{' '}
            <span className={hours === 'closed' ? 'text-gray-500' : 'text-ink-secondary'}>{hours}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
