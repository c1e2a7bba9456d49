import { featuredExplanation, LIST_ORDER_TEXTS } from '@edupath/contract/neutrality';
import { ArrowRight, CircleCheck, Clock, Compass, GraduationCap, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useFeaturedProgrammes } from '../api/get-featured-programmes';
import { HeroIllustration } from '../components/hero-illustration';
import { IntroFooter } from '../components/intro-footer';
import { IntroNav } from '../components/intro-nav';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { features, figures, programGradients, reasons, testimonials } from '../content';

function SectionHeading({
  id,
  eyebrow,
  title,
  description,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary-dark">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-secondary sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base text-ink-secondary sm:text-lg">{description}</p>
    </div>
  );
}

const journey = [
  { label: 'Profile and test scores', done: true },
  { label: 'University shortlist', done: true },
  { label: 'Applications submitted', done: true },
  { label: 'Visa and departure', done: false },
];

export default function IntroRoute() {
  const featured = useFeaturedProgrammes();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <title>EduPath — Your journey to studying abroad</title>
      <IntroNav />

      <main className="flex-1">
        {/* Hero */}
        <section
          aria-labelledby="intro-hero-title"
          className="relative overflow-hidden bg-linear-to-b from-primary-light via-white to-white"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -left-32 -top-32 h-96 w-96 rounded-full bg-primary/20 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 top-40 h-80 w-80 rounded-full bg-cyan-300/20 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-24 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:pb-32">
            <div className="text-center lg:text-left">
              <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white/80 px-4 py-1.5 text-sm font-medium text-secondary shadow-sm">
                <Sparkles aria-hidden="true" className="h-4 w-4 text-primary-dark" />
                Your study-abroad companion
              </p>
              <h1
                id="intro-hero-title"
                className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl"
              >
                Your Journey to{' '}
                <span className="bg-linear-to-r from-primary to-secondary bg-clip-text text-transparent">
                  Studying Abroad
                </span>{' '}
                Starts Here
              </h1>
              <p className="mx-auto mt-6 max-w-xl text-lg text-ink-secondary lg:mx-0">
                Discover universities and courses around the world, apply with confidence and get expert
                guidance at every step, from your first shortlist to your flight.
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Link
                  to={paths.explore}
                  className="inline-flex items-center justify-center gap-2 rounded-xl bg-primary-dark px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-primary/30 transition hover:-translate-y-0.5 hover:bg-secondary"
                >
                  <Compass aria-hidden="true" className="h-5 w-5" />
                  Explore Countries
                </Link>
                <Link
                  to={paths.courses}
                  className="inline-flex items-center justify-center gap-2 rounded-xl border border-primary/30 bg-white px-6 py-3.5 text-base font-semibold text-secondary transition hover:-translate-y-0.5 hover:border-primary hover:text-primary-dark"
                >
                  Browse Courses
                  <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </Link>
              </div>
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-ink-secondary lg:justify-start">
                {['Free to explore', 'Real advisors', 'Prices in rupees'].map((point) => (
                  <li key={point} className="flex items-center gap-1.5">
                    <CircleCheck aria-hidden="true" className="h-4 w-4 text-primary-dark" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className="hidden sm:block">
              <HeroIllustration />
            </div>
          </div>
        </section>

        {/* Figures: overlap the hero's lower edge so the numbers read as part of the first screen. */}
        <section aria-label="EduPath in numbers" className="relative z-10 -mt-16 px-4 sm:px-6">
          <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-px overflow-hidden rounded-3xl border border-line bg-line shadow-xl shadow-primary/10 md:grid-cols-4">
            {figures.map(({ value, label, icon: Icon }) => (
              <div key={label} className="flex flex-col items-center bg-white px-3 py-6 text-center sm:py-8">
                <Icon aria-hidden="true" className="h-6 w-6 text-primary-dark" />
                {/* The label comes first for screen readers (dt before dd) but shows under the number. */}
                <dt className="order-last mt-1 text-sm font-medium text-ink-secondary">{label}</dt>
                <dd className="mt-3 text-2xl font-extrabold tracking-tight text-secondary sm:text-4xl">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        {/* Features */}
        <section
          id="features"
          aria-labelledby="intro-features-title"
          className="scroll-mt-20 px-4 py-20 sm:px-6 sm:py-24"
        >
          <SectionHeading
            id="intro-features-title"
            eyebrow="Features"
            title="Everything You Need to Study Abroad"
            description="One place to research, apply and get help, built around the way students actually plan their move."
          />
          <ul className="mx-auto mt-14 grid max-w-7xl gap-6 md:grid-cols-3">
            {features.map(({ title, description, icon: Icon }) => (
              <li key={title}>
                <Link
                  to={paths.login}
                  className="group flex h-full flex-col rounded-3xl border border-line bg-white p-6 transition duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-xl hover:shadow-primary/10 sm:p-8"
                >
                  <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-linear-to-br from-primary to-secondary text-white shadow-lg shadow-primary/30">
                    <Icon aria-hidden="true" className="h-7 w-7" />
                  </span>
                  <h3 className="mt-6 text-xl font-semibold text-ink">{title}</h3>
                  <p className="mt-3 flex-1 text-ink-secondary">{description}</p>
                  <span className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary-dark">
                    Get started
                    <ArrowRight
                      aria-hidden="true"
                      className="h-4 w-4 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {/* Featured programs */}
        <section
          id="programs"
          aria-labelledby="intro-programs-title"
          className="scroll-mt-20 bg-gray-50 px-4 py-20 sm:px-6 sm:py-24"
        >
          <SectionHeading
            id="intro-programs-title"
            eyebrow="Popular right now"
            title="Featured Programs"
            description={`${LIST_ORDER_TEXTS.featuredProgrammes} ${featuredExplanation(null)}`}
          />
          <ul className="mx-auto mt-14 grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(featured.data ?? []).map((program, i) => (
              <li key={program.courseId}>
                <Link
                  to={paths.course(program.courseId)}
                  className="group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white transition duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10"
                >
                  <div
                    className={`relative h-32 bg-linear-to-br ${programGradients[i % programGradients.length]} p-5 text-white`}
                  >
                    <GraduationCap
                      aria-hidden="true"
                      className="absolute -bottom-4 right-3 h-24 w-24 opacity-15"
                    />
                    <span className="inline-flex rounded-full bg-white/20 px-3 py-1 text-xs font-semibold backdrop-blur">
                      {program.courseType}
                    </span>
                    <p className="mt-4 flex items-center gap-1.5 text-sm font-medium">
                      <MapPin aria-hidden="true" className="h-4 w-4" />
                      {program.CountryModel.countryName}
                    </p>
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold leading-snug text-ink">{program.courseName}</h3>
                    <p className="mt-1 text-sm text-ink-secondary">
                      {program.UniversityModel.universityName}
                    </p>
                    <p className="mt-3 flex items-center gap-4 text-sm text-ink-secondary">
                      <span className="flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="h-4 w-4 text-primary-dark" />
                        {program.duration}
                      </span>
                      {program.intake && <span>Intake: {program.intake}</span>}
                    </p>
                    <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-primary-dark">
                      View program
                      <ArrowRight
                        aria-hidden="true"
                        className="h-4 w-4 transition-transform group-hover:translate-x-1"
                      />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link
              to={paths.courses}
              className="inline-flex items-center gap-1 font-semibold text-primary-dark hover:text-primary-dark"
            >
              See all courses <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </p>
        </section>

        {/* Testimonials */}
        <section
          id="testimonials"
          aria-labelledby="intro-testimonials-title"
          className="relative scroll-mt-20 overflow-hidden px-4 py-20 sm:px-6 sm:py-24"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute left-1/2 top-1/2 h-[28rem] w-[28rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-primary-light blur-3xl"
          />
          <div className="relative">
            <SectionHeading
              id="intro-testimonials-title"
              eyebrow="Success stories"
              title="What Our Students Say"
              description="Students from across India who found their university, and their way there, with EduPath."
            />
            <div className="mt-14">
              <TestimonialCarousel testimonials={testimonials} />
            </div>
          </div>
        </section>

        {/* Why choose */}
        <section
          id="why-edupath"
          aria-labelledby="intro-why-title"
          className="scroll-mt-20 bg-gray-50 px-4 py-20 sm:px-6 sm:py-24"
        >
          <div className="mx-auto grid max-w-7xl items-center gap-14 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold uppercase tracking-widest text-primary-dark">Why us</p>
              <h2
                id="intro-why-title"
                className="mt-2 text-3xl font-bold tracking-tight text-secondary sm:text-4xl"
              >
                Why Choose EduPath
              </h2>
              <p className="mt-4 text-lg text-ink-secondary">
                Studying abroad is one of the biggest decisions you will make. We make it a well-informed one.
              </p>
              <ul className="mt-10 grid gap-6 sm:grid-cols-2">
                {reasons.map(({ title, description, icon: Icon }) => (
                  <li key={title} className="flex gap-4">
                    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary-dark">
                      <Icon aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{title}</span>
                      <span className="mt-1 block text-sm leading-relaxed text-ink-secondary">
                        {description}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>

            {/* A sample journey, so the timeline feature is shown rather than described. */}
            <div
              aria-hidden="true"
              className="relative overflow-hidden rounded-3xl bg-linear-to-br from-primary to-secondary p-8 text-white shadow-2xl shadow-primary/30 sm:p-10"
            >
              <div className="absolute -right-6 -top-6 h-24 w-24 rounded-full bg-white/10" />
              <div className="absolute -bottom-8 left-10 h-16 w-16 rounded-full bg-white/10" />
              <p className="text-sm font-medium uppercase tracking-widest text-white/70">
                Your Application Journey
              </p>
              <p className="mt-2 text-2xl font-bold">MSc Data Science, Canada</p>
              <ol className="mt-8 space-y-5">
                {journey.map((step, i) => (
                  <li key={step.label} className="flex items-center gap-4">
                    <span
                      className={
                        step.done
                          ? 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-primary-dark'
                          : 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-white/60 text-sm font-semibold'
                      }
                    >
                      {step.done ? <CircleCheck className="h-5 w-5" /> : i + 1}
                    </span>
                    <span className={step.done ? 'font-medium' : 'font-medium text-white/75'}>
                      {step.label}
                    </span>
                  </li>
                ))}
              </ol>
              <div className="mt-8 rounded-2xl bg-white/15 p-4 backdrop-blur">
                <p className="text-sm">
                  <span className="font-semibold">Your advisor:</span> “Your visa checklist is ready. Let's
                  book your appointment this week.”
                </p>
              </div>
            </div>
          </div>
        </section>

        {/* Call to action */}
        <section aria-labelledby="intro-cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
          <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-primary via-primary-dark to-secondary px-5 py-14 text-center text-white shadow-2xl shadow-primary/30 sm:px-12 sm:py-16">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -left-16 -top-16 h-56 w-56 rounded-full bg-white/10"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -bottom-20 -right-10 h-64 w-64 rounded-full bg-white/10"
            />
            <div className="relative">
              <h2 id="intro-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
                Ready to Start Your Journey?
              </h2>
              <p className="mx-auto mt-4 max-w-xl text-lg text-white/85">
                Create your free account to save courses, apply to universities and talk to an advisor.
              </p>
              <Link
                to={paths.signup}
                className="mt-8 inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl bg-white px-5 py-4 text-base font-semibold text-secondary shadow-lg transition hover:-translate-y-0.5 hover:bg-primary-light"
              >
                Create Your Free Account
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
              <p className="mt-4 text-balance text-sm text-white/80">
                No credit card required. Start exploring for free.
              </p>
            </div>
          </div>
        </section>
      </main>

      <IntroFooter />
    </div>
  );
}
