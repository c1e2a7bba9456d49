import { artEndpoints, type CategoryIcon, urlOf } from '@edupath/contract';
import { Prng } from '../../lib/prng';

/**
 * Generated artwork for the catalogue (no open images exist for most of it): country covers
 * from the flag's colours, university covers and monogram logos, category icons. Every picture
 * is a pure function of its URL, so it is served with an immutable cache header.
 */

export type { CategoryIcon } from '@edupath/contract';

const BRAND = '219f94';

function hexToRgb(hex: string): [number, number, number] {
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return [r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

/** Mixes a colour towards `target` (0 = unchanged, 1 = target). */
function mix(hex: string, target: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  return rgbToHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

function saturation(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

const NAMED: Record<string, string> = {
  red: 'ff0000',
  white: 'ffffff',
  blue: '0000ff',
  green: '008000',
  yellow: 'ffff00',
  black: '000000',
  navy: '000080',
  gold: 'ffd700',
  orange: 'ffa500',
};

/** The flag's most used colourful fills, for a cover in the country's own colours. */
export function flagPalette(svg: string): string[] {
  const counts = new Map<string, number>();
  for (const match of svg.matchAll(/fill="(#[0-9a-fA-F]{3,6}|[a-z]+)"/g)) {
    const raw = match[1]!.toLowerCase();
    const hex = raw.startsWith('#') ? raw.slice(1) : NAMED[raw];
    if (!hex || (hex.length !== 3 && hex.length !== 6)) continue;
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    counts.set(full, (counts.get(full) ?? 0) + 1);
  }
  const colourful = [...counts.entries()]
    .filter(([hex]) => saturation(hex) > 0.35)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([hex]) => hex);
  return colourful.slice(0, 3);
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

/** A wide cover: a deep gradient in the given colours with soft light shapes and a fine dot grid. */
export function coverSvg(palette: string[], seed: string): string {
  const random = new Prng(`cover:${seed}`);
  const [first = BRAND, second = palette[0] ? mix(palette[0], '0b3d3a', 0.5) : '2a6f68'] = palette;
  const start = mix(first, '0b1f1e', 0.35);
  const end = mix(palette[1] ?? second, '0b1f1e', 0.45);
  const accent = mix(palette[2] ?? first, 'ffffff', 0.35);
  const angle = random.int(15, 75);
  const circles = Array.from({ length: 5 }, () => {
    const r = random.int(120, 420);
    return `<circle cx="${random.int(0, 1600)}" cy="${random.int(-100, 700)}" r="${r}" fill="#fff" opacity="${(random.int(4, 10) / 100).toFixed(2)}"/>`;
  }).join('');
  const rings = Array.from({ length: 3 }, () => {
    const r = random.int(160, 360);
    return `<circle cx="${random.int(200, 1400)}" cy="${random.int(50, 550)}" r="${r}" fill="none" stroke="#${accent}" stroke-width="2" opacity="0.18"/>`;
  }).join('');
  return svg(
    1600,
    600,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="#${start}"/><stop offset="1" stop-color="#${end}"/></linearGradient>` +
      `<pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" opacity="0.10"/></pattern>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>` +
      `<rect width="1600" height="600" fill="url(#g)"/>${circles}${rings}<rect width="1600" height="600" fill="url(#d)"/><rect width="1600" height="600" fill="url(#s)"/>`,
  );
}

const hsl = (hue: number, s: number, l: number) => `hsl(${hue} ${s}% ${l}%)`;

/** A university cover: layered rolling hills under a sky in the university's hue. */
export function campusSvg(hue: number, seed: string): string {
  const random = new Prng(`campus:${seed}`);
  const layers = [0, 1, 2, 3]
    .map((layer) => {
      const base = 230 + layer * 80;
      const points = Array.from({ length: 7 }, (_, i) => `${i * 200},${base + random.int(-60, 40)}`);
      const path = `M0,600 L${points.join(' L')} L1200,${base} L1200,600 Z`;
      return `<path d="${path}" fill="${hsl((hue + layer * 8) % 360, 38 + layer * 4, 62 - layer * 12)}" opacity="0.95"/>`;
    })
    .join('');
  const sun = `<circle cx="${random.int(150, 1050)}" cy="${random.int(90, 180)}" r="${random.int(40, 70)}" fill="#fff" opacity="0.35"/>`;
  return svg(
    1200,
    600,
    `<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 78)}"/><stop offset="1" stop-color="${hsl((hue + 20) % 360, 50, 90)}"/></linearGradient></defs>` +
      `<rect width="1200" height="600" fill="url(#k)"/>${sun}${layers}`,
  );
}

/** A round monogram badge. */
export function logoSvg(text: string, hue: number): string {
  const size = text.length >= 3 ? 30 : text.length === 2 ? 36 : 44;
  return svg(
    100,
    100,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 42)}"/><stop offset="1" stop-color="${hsl((hue + 25) % 360, 60, 28)}"/></linearGradient></defs>` +
      `<circle cx="50" cy="50" r="48" fill="url(#b)"/><circle cx="50" cy="50" r="41" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/>` +
      `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${size}" fill="#fff" letter-spacing="1">${text}</text>`,
  );
}

/** Glyphs drawn on a 48-unit grid, stroked in white. */
const GLYPHS: Record<CategoryIcon, string> = {
  engineering:
    '<circle cx="24" cy="24" r="7"/><path d="M24 8v5M24 35v5M8 24h5M35 24h5M12.7 12.7l3.5 3.5M31.8 31.8l3.5 3.5M12.7 35.3l3.5-3.5M31.8 16.2l3.5-3.5"/><circle cx="24" cy="24" r="13"/>',
  computing:
    '<rect x="8" y="10" width="32" height="22" rx="2"/><path d="M18 40h12M24 32v8M19 18l-4 3 4 3M29 18l4 3-4 3"/>',
  business:
    '<rect x="8" y="16" width="32" height="22" rx="3"/><path d="M18 16v-4h12v4M8 26h32M22 26v3h4v-3"/>',
  medicine: '<path d="M19 8h10v11h11v10H29v11H19V29H8V19h11z"/>',
  science:
    '<circle cx="24" cy="24" r="2.5"/><ellipse cx="24" cy="24" rx="16" ry="6.5"/><ellipse cx="24" cy="24" rx="16" ry="6.5" transform="rotate(60 24 24)"/><ellipse cx="24" cy="24" rx="16" ry="6.5" transform="rotate(120 24 24)"/>',
  arts: '<path d="M24 8a16 16 0 1 0 0 32c3 0 3-3 1.5-5s-.5-5 3-5H34a6 6 0 0 0 6-6c0-9-7-16-16-16z"/><circle cx="16" cy="22" r="2"/><circle cx="22" cy="15" r="2"/><circle cx="31" cy="17" r="2"/>',
  humanities: '<path d="M24 14c-4-3-10-4-16-3v25c6-1 12 0 16 3 4-3 10-4 16-3V11c-6-1-12 0-16 3zM24 14v25"/>',
  law: '<path d="M24 8v32M16 40h16M10 14h28M14 14l-5 12a5 5 0 0 0 10 0zM34 14l-5 12a5 5 0 0 0 10 0z"/>',
  education: '<path d="M4 19l20-9 20 9-20 9zM12 23v9c0 3 6 6 12 6s12-3 12-6v-9M44 19v10"/>',
  environment: '<path d="M12 38C10 22 20 10 38 10c0 18-10 28-24 26M12 38c6-8 12-14 20-20"/>',
  architecture: '<path d="M8 40h32M12 40V20l12-10 12 10v20M19 40v-9h10v9M18 24h2M28 24h2"/>',
  hospitality: '<path d="M6 28l36-14-10 24-8-8-6 6v-9zM24 30l18-16"/>',
};

export function categorySvg(icon: CategoryIcon, hue: number): string {
  return svg(
    96,
    96,
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 48)}"/><stop offset="1" stop-color="${hsl((hue + 30) % 360, 55, 34)}"/></linearGradient></defs>` +
      `<rect width="96" height="96" rx="22" fill="url(#c)"/><g transform="translate(24 24)" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[icon]}</g>`,
  );
}

/** `/api/v1/…` without its first slash: what the catalogue stores. */
const stored = (url: string) => url.slice(1);

/**
 * Stored image paths: relative, the web app puts the site origin in front (docs/README.md, "Shared
 * presentation rules").
 */
export const artPaths = {
  cover: (palette: string[], seed: string) =>
    stored(
      urlOf(artEndpoints.cover, { query: { palette: (palette.length ? palette : [BRAND]).join('-'), seed } }),
    ),
  campus: (hue: number, seed: string) => stored(urlOf(artEndpoints.campus, { query: { hue, seed } })),
  logo: (text: string, hue: number) => stored(urlOf(artEndpoints.logo, { query: { text, hue } })),
  category: (icon: CategoryIcon, hue: number) =>
    stored(urlOf(artEndpoints.category, { query: { icon, hue } })),
};

const STOP_WORDS = new Set([
  'of',
  'the',
  'and',
  'for',
  'in',
  'at',
  'de',
  'del',
  'la',
  'le',
  'des',
  'du',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'y',
  'e',
  'et',
  'fur',
  'und',
  'der',
  'van',
  'von',
]);

/** Up to three initials of a university's significant words ("Technical University of Munich" -> TUM). */
export function monogram(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => word[0]!.toUpperCase()).join('');
  return (letters || 'U').slice(0, 3);
}
