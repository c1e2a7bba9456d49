import { type CatalogueField, catalogueResource } from '@edupath/contract/catalogue-resources';
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FieldRow } from '../../../../components/console/resource-form';
import { ResourceInput } from '../../../../components/console/resource-input';
import type { CatalogueKind } from '../api/kinds';
import { CountrySelect } from '../components/country-select';
import { CatalogueFormShell, unreadyItem } from '../components/form-shell';
import { ImageField } from '../components/image-field';
import { idValue, numberOrNull, useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

type Item = Record<string, unknown> & { isPublished: boolean };

/** The kinds whose form is its description's (the courses' and universities' are their own). */
export type DescribedFormKind = 'countries' | 'categories' | 'faqs';

/** Where a record shows on the public site, for the form's preview link. */
const PREVIEW: Record<DescribedFormKind, (item: Item) => string> = {
  countries: (c) => `/country/${c.countryId}`,
  categories: (c) => `/courses?category=${c.courseCategoryId}`,
  faqs: (faq) => `/country/${faq.countryId}`,
};

/** A country's form links to its FAQs and universities, the lists filtered to it. */
function CountryLinks({ item }: { item: Item }) {
  return (
    <p className="text-sm">
      <Link
        to={`${cataloguePaths.list('faqs')}?countryId=${item.countryId}`}
        className="text-primary-dark hover:underline"
      >
        This country's FAQs
      </Link>{' '}
      ·{' '}
      <Link
        to={`${cataloguePaths.list('universities')}?countryId=${item.countryId}`}
        className="text-primary-dark hover:underline"
      >
        Its universities
      </Link>
    </p>
  );
}

const fieldsOf = (kind: CatalogueKind) => catalogueResource(kind).form.flat() as CatalogueField[];

/** A new record's values: empty text, no picture, order 0, the country the address names (?countryId=). */
function emptyValues(kind: CatalogueKind, countryId: string | null) {
  const values: FieldValues = {};
  for (const field of fieldsOf(kind)) {
    values[field.path] =
      field.input === 'country'
        ? Number(countryId) || Number.NaN
        : field.input === 'image' || (field.input === 'number' && field.nullable)
          ? null
          : field.input === 'number'
            ? 0
            : '';
  }
  return values;
}

/** A record's values as its form holds them: the form's fields only, empty text for none. */
function formValues(kind: CatalogueKind, item: Item) {
  const values: FieldValues = {};
  for (const field of fieldsOf(kind)) {
    const value = item[field.path];
    values[field.path] =
      (field.input === 'text' || field.input === 'textarea') && value === null ? '' : value;
  }
  return values;
}

/** /admin/catalogue/{kind}/new and /{id} of a kind whose form is described (CATALOGUE_RESOURCES). */
export default function CatalogueFormPage({ kind }: { kind: DescribedFormKind }) {
  const resource = catalogueResource(kind);
  const id = useItemId();
  const [search] = useSearchParams();
  const { form, item, submit } = useCatalogueForm<DescribedFormKind, FieldValues>({
    kind,
    id,
    schema: resource.input,
    empty: emptyValues(kind, search.get('countryId')),
    fromItem: (loaded) => formValues(kind, loaded as Item),
    editPath: (itemId) => cataloguePaths.item(kind, itemId),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const unready = unreadyItem(id, item, resource.the);
  if (unready) return unready;
  const record = item.data as Item | undefined;
  const error = (path: string) => errors[path]?.message as string | undefined;

  const input = (field: CatalogueField): ReactNode => {
    switch (field.input) {
      case 'image':
        return (
          <Controller
            key={field.path}
            control={control}
            name={field.path}
            render={({ field: image, fieldState }) => (
              <ImageField
                label={field.label}
                value={image.value}
                onChange={image.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        );
      case 'country':
        return (
          <CountrySelect
            key={field.path}
            label={field.label}
            error={error(field.path)}
            {...register(field.path, idValue)}
          />
        );
      case 'number':
        return (
          <ResourceInput
            key={field.path}
            field={field}
            error={error(field.path)}
            registration={register(field.path, field.nullable ? numberOrNull : { valueAsNumber: true })}
          />
        );
      default:
        return (
          <ResourceInput
            key={field.path}
            field={field}
            error={error(field.path)}
            registration={register(field.path)}
          />
        );
    }
  };

  return (
    <CatalogueFormShell
      kind={kind}
      backLabel={resource.tab}
      title={record ? String(record[resource.title]) : resource.newLabel}
      item={
        record && {
          id: record[catalogueResource(kind).id] as number,
          // A question is too long to name in the publish dialog.
          name: kind === 'faqs' ? 'this FAQ' : String(record[resource.title]),
          isPublished: record.isPublished,
        }
      }
      previewPath={record ? PREVIEW[kind](record) : undefined}
      submit={submit}
    >
      {record && kind === 'countries' && <CountryLinks item={record} />}
      {resource.form.map((entry) =>
        Array.isArray(entry) ? (
          <FieldRow key={entry.map((field) => field.path).join()}>{entry.map(input)}</FieldRow>
        ) : (
          input(entry as CatalogueField)
        ),
      )}
    </CatalogueFormShell>
  );
}
