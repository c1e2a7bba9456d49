import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

/**
 * The rules the code relies on are written in docs/, and comments and docs point to them. A renamed
 * heading or a moved page leaves such a pointer dangling without anything noticing, so this test
 * reads every one and resolves it (docs/architecture.md#docs-and-decisions):
 *
 * - `docs/email.md`, `docs/decisions/`, `docs/decisions/007`: the file (or folder, or the one
 *   decision with that number) exists;
 * - `docs/email.md#delivery`: and the anchor is a heading's GitHub slug, or an `<a id>` there;
 * - `(docs/api.md, "Busy and full")` and `("A" and "B")`: and each quoted name is a heading there
 *   (a heading's trailing "(`/path`)" may be left out);
 * - in Markdown files, every relative link `[text](../x.md#y)` or `(#y)`: the same, from the file's
 *   folder; a link to a source file only has to exist.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What the check reads: the real repository, or a made-up one for the cases below. */
interface Tree {
  /** A file or folder, by its path from the repository's root (`/`-separated). */
  exists(relPath: string): boolean;
  isFile(relPath: string): boolean;
  read(relPath: string): string;
  /** The names in a folder. */
  list(relDir: string): string[];
}

/** Where references are looked for; `apps/*\/src` and `packages/*\/src` per app and package. */
const SCANNED_ROOTS = ['apps', 'packages', 'docs', 'README.md', 'e2e', 'bench', 'deploy', 'scripts'];
const SCANNED_FILE = /\.(ts|tsx|js|mjs|cjs|md|conf|sh|ya?ml|html|css)$/;
const SKIPPED_DIR = new Set(['node_modules', 'dist', 'build', '.vite', 'test-results', 'playwright-report']);

function fsTree(root: string): Tree {
  const abs = (relPath: string) => path.join(root, relPath);
  return {
    exists: (relPath) => existsSync(abs(relPath)),
    isFile: (relPath) => existsSync(abs(relPath)) && statSync(abs(relPath)).isFile(),
    read: (relPath) => readFileSync(abs(relPath), 'utf8'),
    list: (relDir) => readdirSync(abs(relDir)),
  };
}

/** Every scanned file under `roots`, in the repository's apps' and packages' `src` only. */
function scannedFiles(tree: Tree, roots: string[]): string[] {
  const out: string[] = [];
  const walk = (relPath: string) => {
    if (!tree.exists(relPath)) return;
    if (tree.isFile(relPath)) {
      if (SCANNED_FILE.test(relPath)) out.push(relPath);
      return;
    }
    for (const name of tree.list(relPath).sort()) {
      if (SKIPPED_DIR.has(name) || name.startsWith('.')) continue;
      const child = `${relPath}/${name}`;
      // Of apps/<x> and packages/<x>, only src/ is code we write comments in.
      if (/^(apps|packages)\/[^/]+$/.test(relPath) && name !== 'src') continue;
      walk(child);
    }
  };
  for (const root of roots) walk(root);
  return out;
}

interface Reference {
  /** Where it was found, `file:line`. */
  at: string;
  /** The file or folder it names, from the repository's root. */
  target: string;
  anchor?: string;
  /** Heading names quoted after it: `(docs/api.md, "Busy and full")`. */
  headings: string[];
  /** As written, for the message. */
  text: string;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `docs/…` as written anywhere (a `/docs/json` URL path or `api/docs/…` is not one). */
const DOCS_PATH = /(?<![\w./-])docs\/(?:[\w.-]+\/)*(?:[\w-]+(?:\.[\w-]+)*)?(?:#[\w-]+)?/g;

/** The heading names quoted right after a reference, across a comment's line break. */
function quotedHeadingsAfter(rest: string): string[] {
  const joined = rest.slice(0, 400).replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
  const list = /^(?:\s*,\s*|\s+\()("[^"\n]+"(?:\s*(?:,\s*and|,|and)\s*"[^"\n]+")*)/.exec(joined);
  if (!list?.[1]) return [];
  return [...list[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/\s+/g, ' ').trim());
}

/** Fenced code blocks blanked out (line breaks kept, so line numbers stay right). */
function withoutFences(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === null && marker) fence = marker;
      else if (fence !== null && marker?.startsWith(fence[0]!) && marker.length >= fence.length) fence = '';
      if (fence === null) return line;
      if (fence === '') fence = null;
      return '';
    })
    .join('\n');
}

function referencesIn(file: string, text: string): Reference[] {
  const refs: Reference[] = [];
  for (const match of text.matchAll(DOCS_PATH)) {
    const written = match[0];
    const [target = '', anchor] = written.split('#');
    const end = (match.index ?? 0) + written.length;
    refs.push({
      at: `${file}:${lineOf(text, match.index ?? 0)}`,
      target: target.replace(/\/$/, ''),
      anchor,
      headings: anchor ? [] : quotedHeadingsAfter(text.slice(end)),
      text: written,
    });
  }
  if (file.endsWith('.md')) {
    const dir = path.posix.dirname(file);
    for (const match of withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1]!;
      // Other sites, mail, and the site's own pages (`/admin`) are not files of this repository.
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) continue;
      const [linked = '', anchor] = link.split('#');
      refs.push({
        at: `${file}:${lineOf(text, match.index ?? 0)}`,
        target: linked ? path.posix.normalize(path.posix.join(dir, linked)).replace(/\/$/, '') : file,
        anchor,
        headings: [],
        text: link,
      });
    }
  }
  return refs;
}

/** A heading's text as GitHub renders it: no code ticks, link targets, tags or emphasis marks. */
const headingText = (raw: string) =>
  raw
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\*\*|__/g, '')
    .trim();

interface Page {
  headings: string[];
  anchors: Set<string>;
}

function pageOf(markdown: string): Page {
  const slugger = new GithubSlugger(); // one per page: a repeated heading gets -1, -2 as on GitHub
  const headings: string[] = [];
  const anchors = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const text = headingText(heading[1]!);
    headings.push(text);
    anchors.add(slugger.slug(text));
  }
  for (const explicit of markdown.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']?([^"'\s>]+)/gi)) {
    anchors.add(explicit[1]!);
  }
  return { headings, anchors };
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Every reference in the scanned files that does not resolve, one line each. */
function brokenReferences(tree: Tree, roots: string[] = SCANNED_ROOTS): string[] {
  const pages = new Map<string, Page>();
  const page = (file: string) => {
    let found = pages.get(file);
    if (!found) {
      found = pageOf(tree.read(file));
      pages.set(file, found);
    }
    return found;
  };
  const broken: string[] = [];
  for (const file of scannedFiles(tree, roots)) {
    for (const ref of referencesIn(file, tree.read(file))) {
      let target = ref.target;
      // `docs/decisions/007` names decision 007, whatever its title.
      const decision = /^docs\/decisions\/(\d{3})$/.exec(target);
      if (decision) {
        const named = tree.list('docs/decisions').filter((name) => name.startsWith(`${decision[1]}-`));
        if (named.length !== 1) {
          broken.push(`${ref.at}: ${ref.text} — there is no decision ${decision[1]}`);
          continue;
        }
        target = `docs/decisions/${named[0]}`;
      }
      if (!tree.exists(target)) {
        broken.push(`${ref.at}: ${ref.text} — ${target} does not exist`);
        continue;
      }
      if (!target.endsWith('.md') || !tree.isFile(target)) {
        if (ref.anchor) broken.push(`${ref.at}: ${ref.text} — an anchor into ${target}, which is not a page`);
        continue;
      }
      const { headings, anchors } = page(target);
      if (ref.anchor && !anchors.has(ref.anchor)) {
        broken.push(`${ref.at}: ${ref.text} — ${target} has no heading or <a id> '#${ref.anchor}'`);
      }
      for (const name of ref.headings) {
        const found = headings.some(
          (heading) => sameName(heading, name) || sameName(heading.replace(/\s*\([^)]*\)\s*$/, ''), name),
        );
        if (!found) broken.push(`${ref.at}: ${ref.text}, "${name}" — ${target} has no heading "${name}"`);
      }
    }
  }
  return broken;
}

/** A made-up repository, for the cases that prove the check catches what it is for. */
function memoryTree(files: Record<string, string>): Tree {
  const isDir = (relPath: string) => Object.keys(files).some((file) => file.startsWith(`${relPath}/`));
  return {
    exists: (relPath) => relPath in files || isDir(relPath),
    isFile: (relPath) => relPath in files,
    read: (relPath) => files[relPath] ?? '',
    list: (relDir) => [
      ...new Set(
        Object.keys(files)
          .filter((file) => file.startsWith(`${relDir}/`))
          .map((file) => file.slice(relDir.length + 1).split('/')[0]!),
      ),
    ],
  };
}

describe('references into docs/', () => {
  it('every docs/ reference in the code and the docs, and every link between docs, resolves', () => {
    expect(brokenReferences(fsTree(repoRoot))).toEqual([]);
  });

  describe('the check', () => {
    // Built from pieces so that this file holds no reference of its own to a page that is not there.
    const docs = 'docs/';
    const files: Record<string, string> = {
      [`${docs}api.md`]: [
        '# The API',
        '## Busy and full',
        "## The page (`/chat`, titled 'Support')",
        '## Sign-up (`/signup`, `POST /auth/signup`)',
        '## Repeated',
        '## Repeated',
        '<a id="kept-name"></a>',
        '```',
        '## Not a heading',
        '```',
        '## After the code',
      ].join('\n'),
      [`${docs}decisions/007-rate-limits.md`]: '# 007\n## Context\n',
      [`${docs}README.md`]: '[api](api.md#busy-and-full) [decision](decisions/007-rate-limits.md#context)\n',
      'apps/server/src/good.ts': [
        `// ${docs}api.md#busy-and-full ${docs}api.md#sign-up-signup-post-authsignup ${docs}api.md#repeated-1`,
        `// ${docs}api.md#kept-name ${docs}api.md#after-the-code ${docs}decisions/007 ${docs}decisions/`,
        `// /api/${docs}json is a URL path, not a page`,
        `/** A rule (${docs}api.md,`,
        ' * "Busy and full" and "The page"). */',
      ].join('\n'),
      // Built output is not scanned: only src/ of an app or package.
      'apps/server/dist/built.js': `// ${docs}gone.md`,
    };
    const tree = memoryTree(files);

    it('passes references that resolve', () => {
      expect(brokenReferences(tree)).toEqual([]);
    });

    it.each([
      ['a page that does not exist', `// ${docs}gone.md#anything`, 'does not exist'],
      ['an anchor no heading has', `// ${docs}api.md#busy`, "no heading or <a id> '#busy'"],
      ['an anchor inside a code block', `// ${docs}api.md#not-a-heading`, 'no heading or <a id>'],
      ['a repeated heading past its count', `// ${docs}api.md#repeated-2`, 'no heading or <a id>'],
      ['a quoted heading that is not one', `// (${docs}api.md, "Busy")`, 'has no heading "Busy"'],
      ['the second of two quoted headings', `// (${docs}api.md, "Busy and full" and "Gone")`, '"Gone"'],
      ['a decision number that is not there', `// ${docs}decisions/099`, 'no decision 099'],
    ])('reports %s', (_name, comment, message) => {
      const broken = brokenReferences(memoryTree({ ...files, 'apps/web/src/bad.ts': comment }));
      expect(broken).toHaveLength(1);
      expect(broken[0]).toContain('apps/web/src/bad.ts:1');
      expect(broken[0]).toContain(message);
    });

    it('reports a broken relative link between docs, from the linking page’s folder', () => {
      const broken = brokenReferences(
        memoryTree({ ...files, [`${docs}decisions/008-x.md`]: '[api](../api.md#nope) [ok](../api.md)' }),
      );
      expect(broken).toEqual([
        `${docs}decisions/008-x.md:1: ../api.md#nope — ${docs}api.md has no heading or <a id> '#nope'`,
      ]);
    });
  });
});
