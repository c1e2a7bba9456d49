import { STAFF_CATALOGUE_PAGE_SIZE } from '@edupath/contract/catalogue-admin-constants';
import { type CatalogueColumn, catalogueResource } from '@edupath/contract/catalogue-resources';
import { formatMoney } from '@edupath/contract/money';
import { rowLine } from '@edupath/contract/resource';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterBar } from '../../../../components/console/list-filters';
import { ListResults } from '../../../../components/console/paginated-list';
import { PageTitle } from '../../../../components/console/panel';
import { ResourceTable } from '../../../../components/console/resource-table';
import { SearchInput } from '../../../../components/console/search-input';
import { SelectField } from '../../../../components/ui/field';
import { formatDate } from '../../../../lib/format';
import { imageUrl } from '../../../../lib/image-url';
import { type CatalogueListQuery, useCatalogueList } from '../api/get-catalogue-list';
import type { CatalogueKind } from '../api/kinds';
import { CountrySelect } from '../components/country-select';
import { PublishedPill } from '../components/published-pill';
import { cataloguePaths } from '../paths';

type Row = Record<string, unknown>;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The list's query as the address states it: search, published filter, page and the kind's own filters. */
function useCatalogueSearch(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const published = search.get('published');
  const query: CatalogueListQuery = {
    q: search.get('q')?.trim() || undefined,
    published: published === 'true' || published === 'false' ? published : undefined,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: STAFF_CATALOGUE_PAGE_SIZE,
  };
  for (const name of filterNames) query[name] = positiveInt(search.get(name));
  /** A filter change starts again at page 1. */
  const update = (change: CatalogueListQuery) => {
    const next = new URLSearchParams();
    const merged: CatalogueListQuery = { ...query, page: 1, ...change };
    for (const [key, value] of Object.entries(merged)) {
      if (value === undefined || value === '' || key === 'pageSize' || (key === 'page' && value === 1))
        continue;
      next.set(key, String(value));
    }
    setSearch(next, { replace: !('page' in change) });
  };
  return { query, update };
}

/** Each kind's picture in its name cell: a flag, a round logo, a tile, a course's picture. */
const PICTURE: Record<CatalogueKind, string> = {
  countries: 'h-5 w-7 rounded-sm object-cover',
  universities: 'h-7 w-7 rounded-full',
  categories: 'h-7 w-7 rounded-lg',
  courses: 'h-8 w-12 rounded object-cover',
  faqs: '',
};

/** The kinds' own parts of the page: the courses' import link and phone card. */
const TITLE_ASIDE: Partial<Record<CatalogueKind, ReactNode>> = {
  courses: (
    <Link to={cataloguePaths.courseImport} className="text-sm font-medium text-primary-dark hover:underline">
      Import courses from CSV
    </Link>
  ),
};

const fee = (row: Row) =>
  row.fee === null ? null : formatMoney(row.fee as number, row.currencyCode as string);

function CourseCard({ row }: { row: Row }) {
  return (
    <span className="flex items-start gap-3">
      {typeof row.image === 'string' && (
        <img src={imageUrl(row.image)} alt="" className="h-12 w-16 shrink-0 rounded object-cover" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{String(row.courseName)}</span>
        <span className="block truncate text-xs text-ink-secondary">
          {String(row.universityName)}, {String(row.countryName)}
        </span>
        <span className="block text-xs text-ink-secondary">
          {fee(row) ?? 'No fee'}
          {typeof row.applicationDeadline === 'string' &&
            ` · apply by ${formatDate(row.applicationDeadline)}`}
        </span>
      </span>
      <Status row={row} />
    </span>
  );
}

function Status({ row }: { row: Row }) {
  return (
    <PublishedPill
      isPublished={row.isPublished as boolean}
      visible={row.publiclyVisible as boolean | undefined}
    />
  );
}

/** One cell as its column's description says to show it. */
function Cell({
  kind,
  row,
  column,
  to,
}: {
  kind: CatalogueKind;
  row: Row;
  column: CatalogueColumn;
  to: string;
}) {
  const value = row[column.path];
  const sub = column.sub && rowLine(column.sub, row);
  switch (column.show) {
    case 'name': {
      const link = (
        <NameLink to={to} sub={sub}>
          {String(value)}
        </NameLink>
      );
      if (!column.image) return <span className="block max-w-xl">{link}</span>;
      const picture = row[column.image];
      return (
        <span className="flex items-center gap-2">
          {typeof picture === 'string' ? (
            <img src={imageUrl(picture)} alt="" className={`shrink-0 ${PICTURE[kind]}`} />
          ) : (
            <span className={`shrink-0 bg-gray-100 ${PICTURE[kind]}`} />
          )}
          {link}
        </span>
      );
    }
    case 'code':
      return <span className="font-mono text-xs">{String(value)}</span>;
    case 'status':
      return (
        <span className="flex flex-wrap gap-1">
          <Status row={row} />
          {row.isFeatured === true && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              Featured
            </span>
          )}
        </span>
      );
    case 'money':
      return fee(row) ?? '—';
    case 'date':
      return (
        <span className="whitespace-nowrap">
          {typeof value === 'string' ? formatDate(value) : '—'}
          {sub && <span className="block text-xs text-ink-secondary">{sub}</span>}
        </span>
      );
    default:
      if (value === null || value === undefined) return '—';
      if (!sub) return String(value);
      return (
        <span className="block max-w-64 truncate">
          {String(value)}
          <span className="block text-xs text-ink-secondary">{sub}</span>
        </span>
      );
  }
}

/** A row on a phone: its name (and code), the description's card line, its published state. */
function Card({ kind, row }: { kind: CatalogueKind; row: Row }) {
  if (kind === 'courses') return <CourseCard row={row} />;
  const { columns, card } = catalogueResource(kind);
  const name = columns.find((column) => column.show === 'name')!;
  const code = columns.find((column) => column.show === 'code');
  return (
    <span className="flex items-center gap-3">
      <span className="min-w-0 flex-1">
        <span
          className={
            kind === 'faqs' ? 'block font-medium text-gray-900' : 'block truncate font-medium text-gray-900'
          }
        >
          {String(row[name.path])}
          {code && (
            <>
              {' '}
              <span className="font-mono text-xs text-ink-secondary">{String(row[code.path])}</span>
            </>
          )}
        </span>
        <span className="block text-xs text-ink-secondary">{rowLine(card, row)}</span>
      </span>
      <Status row={row} />
    </span>
  );
}

/** The country filter, for the kinds whose description offers it. */
function CountryFilter({
  query,
  update,
}: {
  query: CatalogueListQuery;
  update: (change: CatalogueListQuery) => void;
}) {
  return (
    <CountrySelect
      label="Country"
      emptyLabel="Any country"
      value={String(query.countryId ?? '')}
      onChange={(event) => update({ countryId: event.target.value ? Number(event.target.value) : undefined })}
    />
  );
}

/**
 * /admin/catalogue/{kind}: one list page for every kind, drawn from its description
 * (CATALOGUE_RESOURCES): search, published filter and the kind's own filters above a dense table
 * (cards on a phone), one page at a time; every row opens its form.
 */
export default function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const resource = catalogueResource(kind);
  const { query, update } = useCatalogueSearch(resource.filters);
  const list = useCatalogueList(kind, query);
  const rowLink = (row: Row) => cataloguePaths.item(kind, row[catalogueResource(kind).id] as number);
  const { noun } = resource;
  return (
    <>
      <PageTitle aside={TITLE_ASIDE[kind]}>{resource.plural}</PageTitle>
      <FilterBar label={`Filter ${noun}`} columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            label="Search"
            placeholder={resource.searchPlaceholder}
            value={String(query.q ?? '')}
            onSearch={(q) => update({ q: q || undefined })}
          />
        </div>
        <SelectField
          label="Shown to the public"
          value={String(query.published ?? '')}
          onChange={(event) => update({ published: event.target.value || undefined })}
        >
          <option value="">Published or not</option>
          <option value="true">Published</option>
          <option value="false">Unpublished</option>
        </SelectField>
        {resource.countryPicker && <CountryFilter query={query} update={update} />}
        <div className="flex sm:justify-end lg:col-start-4">
          <Link
            to={cataloguePaths.new(kind)}
            className="inline-flex items-center gap-1.5 rounded-lg bg-primary-dark px-3 py-2 text-sm font-medium text-white hover:bg-secondary"
          >
            <Plus className="h-4 w-4" aria-hidden /> {resource.newLabel}
          </Link>
        </div>
      </FilterBar>
      <ListResults
        list={list}
        noun={noun}
        empty={`No ${noun} match.`}
        pageSize={STAFF_CATALOGUE_PAGE_SIZE}
        onPage={(page) => update({ page })}
        narrow={(items) => (
          <ul className="flex flex-col gap-2">
            {(items as Row[]).map((row) => (
              <li key={rowLink(row)}>
                <Link
                  to={rowLink(row)}
                  className="block rounded-lg border border-line bg-white p-3 hover:border-primary"
                >
                  <Card kind={kind} row={row} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      >
        {(items) => (
          <ResourceTable
            caption={noun}
            columns={resource.columns}
            rows={items as Row[]}
            rowLink={rowLink}
            cell={(row, column) => <Cell kind={kind} row={row} column={column} to={rowLink(row)} />}
          />
        )}
      </ListResults>
    </>
  );
}

/** The name cell of a row: a real link (the keyboard's way in), the row click being a shortcut. */
function NameLink({ to, children, sub }: { to: string; children: ReactNode; sub?: ReactNode }) {
  return (
    <span className="block min-w-0">
      <Link
        to={to}
        onClick={(event) => event.stopPropagation()}
        className="block truncate font-medium text-primary-dark hover:underline"
      >
        {children}
      </Link>
      {sub && <span className="block truncate text-xs text-ink-secondary">{sub}</span>}
    </span>
  );
}
