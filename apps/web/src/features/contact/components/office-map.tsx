import { ExternalLink } from 'lucide-react';
import { OFFICE, openStreetMapUrl } from './office';

/**
 * A drawn map of the streets around the office. It is part of the bundle, so the page looks
 * complete offline and needs no third-party frame; the link opens the live map.
 */
const STREETS = ['M-10 136h500', 'M160 -10v300', 'M270 -10v300', 'M380 136v154', 'M0 160l150-40'];
// Drawn twice, a wide grey casing under a narrower white road.
const streets = STREETS.map((d) => <path key={d} d={d} />);

export function OfficeMap() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <svg
        viewBox="0 0 480 280"
        role="img"
        aria-label="Map of the EduPath office on MG Road, Bengaluru"
        className="block h-auto w-full"
      >
        <rect width="480" height="280" fill="#eef4f1" />
        {/* Cubbon Park and Ulsoor Lake, the landmarks near the office */}
        <path d="M0 0h150l-20 90-130 30z" fill="#cfe8d5" />
        <circle cx="58" cy="42" r="10" fill="#b5dcc0" />
        <circle cx="96" cy="64" r="13" fill="#b5dcc0" />
        <circle cx="36" cy="88" r="8" fill="#b5dcc0" />
        <path d="M392 18c40-8 80 14 78 48s-40 44-74 34-44-74-4-82z" fill="#cde4f3" />
        {/* City blocks */}
        <g fill="#e1e9e5">
          <rect x="178" y="22" width="80" height="70" rx="6" />
          <rect x="284" y="22" width="84" height="70" rx="6" />
          <rect x="24" y="170" width="110" height="86" rx="6" />
          <rect x="178" y="180" width="80" height="76" rx="6" />
          <rect x="284" y="180" width="84" height="76" rx="6" />
          <rect x="392" y="180" width="70" height="76" rx="6" />
        </g>
        {/* Streets: casing first, then the road surface */}
        <g fill="none" strokeLinecap="round">
          <g stroke="#d3dbd7" strokeWidth="22">
            {streets}
          </g>
          <g stroke="#ffffff" strokeWidth="18">
            {streets}
          </g>
          <path d="M-10 136h500" stroke="#f6c66a" strokeWidth="4" strokeDasharray="14 10" />
        </g>
        <g fill="#5b6b66" fontFamily="Inter, system-ui, sans-serif" fontSize="11" fontWeight="600">
          <text x="420" y="131" textAnchor="middle">
            MG Road
          </text>
          <text x="40" y="24">
            Cubbon Park
          </text>
          <text x="428" y="62" textAnchor="middle">
            Ulsoor Lake
          </text>
          <text x="0" y="0" transform="translate(265 250) rotate(-90)">
            Brigade Road
          </text>
        </g>
        {/* The office */}
        <circle cx="215" cy="136" r="26" fill="#219f94" opacity="0.15" />
        <path
          d="M215 140c-12-14-20-24-20-34a20 20 0 0 1 40 0c0 10-8 20-20 34z"
          fill="#219f94"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cx="215" cy="106" r="7" fill="#ffffff" />
        <g transform="translate(159 48)">
          <rect width="112" height="26" rx="13" fill="#2a6f68" />
          <text
            x="56"
            y="17"
            fill="#ffffff"
            textAnchor="middle"
            fontFamily="Inter, system-ui, sans-serif"
            fontSize="12"
            fontWeight="700"
          >
            EduPath office
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
        <span className="text-ink-secondary">{OFFICE.addressLines[1]}</span>
        <a
          href={openStreetMapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary-dark hover:underline"
        >
          View on OpenStreetMap <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </figcaption>
    </figure>
  );
}
