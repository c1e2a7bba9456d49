import { CircleCheck, GraduationCap, MessageCircle, Plane } from 'lucide-react';

/**
 * Decorative hero artwork drawn with SVG and CSS only: the site runs without internet access, so
 * remote stock photos are not an option. Hidden from assistive technology because it carries no content.
 */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-lg select-none">
      <div className="absolute inset-6 rounded-full bg-linear-to-br from-primary/25 via-primary-light to-white blur-2xl" />

      <svg aria-hidden="true" viewBox="0 0 400 400" className="relative h-full w-full">
        <defs>
          <radialGradient id="intro-globe" cx="35%" cy="30%" r="75%">
            <stop offset="0%" stopColor="#5fd0c5" />
            <stop offset="55%" stopColor="#219f94" />
            <stop offset="100%" stopColor="#2a6f68" />
          </radialGradient>
          <linearGradient id="intro-path" x1="0" x2="1">
            <stop offset="0%" stopColor="#219f94" stopOpacity="0" />
            <stop offset="100%" stopColor="#219f94" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="200" r="130" fill="url(#intro-globe)" />
        <g fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5">
          <ellipse cx="200" cy="200" rx="130" ry="45" />
          <ellipse cx="200" cy="200" rx="130" ry="95" />
          <ellipse cx="200" cy="200" rx="45" ry="130" />
          <ellipse cx="200" cy="200" rx="95" ry="130" />
          <line x1="70" y1="200" x2="330" y2="200" />
          <line x1="200" y1="70" x2="200" y2="330" />
        </g>
        {/* Stylised land masses, so the sphere reads as a globe and not a ball. */}
        <g fill="#ffffff" fillOpacity="0.28">
          <path d="M128 140c18-14 44-18 60-8 10 7 4 20-8 24-14 5-12 18-26 22-16 4-34-6-36-20-1-8 3-13 10-18z" />
          <path d="M214 118c20-6 46 0 58 14 8 10-2 20-14 18-10-2-18 6-30 4-14-2-26-12-24-22 1-7 4-11 10-14z" />
          <path d="M226 200c16-8 40-4 48 10 8 14-2 34-18 44-14 9-30 6-34-8-4-12 8-18 2-30-2-6-4-12 2-16z" />
          <path d="M142 226c12-6 28 0 30 12 2 14-10 30-24 32-12 2-20-10-18-22 1-10 4-18 12-22z" />
        </g>
        <path
          d="M70 300C120 360 300 350 345 210"
          fill="none"
          stroke="url(#intro-path)"
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
      </svg>

      <span className="absolute right-[6%] top-[44%] flex h-11 w-11 -rotate-12 items-center justify-center rounded-full bg-white text-primary-dark shadow-lg shadow-primary/20">
        <Plane className="h-5 w-5" />
      </span>

      <div className="absolute left-0 top-[10%] flex items-center gap-3 rounded-2xl border border-line bg-white/95 px-4 py-3 shadow-xl shadow-primary/10">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-emerald-100 text-emerald-600">
          <CircleCheck className="h-5 w-5" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-ink">Offer received</span>
          <span className="block text-xs text-ink-secondary">MSc Data Science</span>
        </span>
      </div>

      <div className="absolute bottom-[8%] right-0 w-56 rounded-2xl border border-line bg-white/95 p-4 shadow-xl shadow-primary/10">
        <div className="flex items-center gap-2 whitespace-nowrap text-sm font-semibold text-ink">
          <GraduationCap className="h-4 w-4 text-primary-dark" /> Application Journey
        </div>
        <div className="mt-3 h-2 rounded-full bg-primary-light">
          <div className="h-2 w-3/4 rounded-full bg-linear-to-r from-primary to-secondary" />
        </div>
        <p className="mt-2 text-xs text-ink-secondary">3 of 4 milestones complete</p>
      </div>

      <div className="absolute bottom-[30%] left-[2%] flex items-center gap-2 rounded-full border border-line bg-white/95 py-2 pl-2 pr-4 shadow-lg shadow-primary/10">
        <span className="relative flex h-8 w-8 items-center justify-center rounded-full bg-primary-dark text-white">
          <MessageCircle className="h-4 w-4" />
          <span className="absolute -right-0.5 -top-0.5 h-3 w-3 rounded-full border-2 border-white bg-emerald-400" />
        </span>
        <span className="text-xs font-medium text-ink">Advisor online</span>
      </div>
    </div>
  );
}
