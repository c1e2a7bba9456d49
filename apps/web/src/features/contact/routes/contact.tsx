import { ContactCards, OfficeHours } from '../components/contact-cards';
import { ContactForm } from '../components/contact-form';
import { OfficeMap } from '../components/office-map';

export default function ContactRoute() {
  return (
    <div>
      <section className="bg-gradient-to-br from-primary-light via-white to-primary-light">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-dark">Contact us</p>
          <h1 className="mt-2 text-3xl font-bold text-secondary sm:text-4xl">Get in Touch</h1>
          <p className="mx-auto mt-4 max-w-2xl text-ink-secondary">
            Questions about a university, a course or a package? Write to us and an advisor will answer.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12">
        <ContactCards />
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="contact-form-title" className="text-2xl font-semibold text-secondary">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-ink-secondary">All fields are required.</p>
            <ContactForm />
          </section>
          <div className="flex flex-col gap-8 lg:col-span-2">
            <OfficeMap />
            <OfficeHours />
          </div>
        </div>
      </div>
    </div>
  );
}
