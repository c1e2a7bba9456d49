import {
  type StaffCategory,
  type StaffCategoryInput,
  staffCategoryInputSchema,
} from '@edupath/contract/catalogue-admin';
import { Controller } from 'react-hook-form';
import { TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { CatalogueFormShell, FieldRow } from '../components/form-shell';
import { ImageField } from '../components/image-field';
import { useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

const EMPTY: StaffCategoryInput = { categoryName: '', image: null, sortOrder: 0 };

const fromItem = (c: StaffCategory): StaffCategoryInput => ({
  categoryName: c.categoryName,
  image: c.image,
  sortOrder: c.sortOrder,
});

/** /admin/catalogue/categories/new and /{id}. */
export default function CategoryFormRoute() {
  const id = useItemId();
  const { form, item, onSubmit, formError, saving } = useCatalogueForm<'categories', StaffCategoryInput>({
    kind: 'categories',
    id,
    schema: staffCategoryInputSchema,
    empty: EMPTY,
    fromItem,
    editPath: (categoryId) => cataloguePaths.item('categories', categoryId),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  if (id !== undefined && item.isPending) return <Spinner label="Loading the category" />;
  if (item.isError) return <p role="alert">The category could not be loaded.</p>;
  const c = item.data;
  return (
    <CatalogueFormShell
      kind="categories"
      backTo={cataloguePaths.list('categories')}
      backLabel="Categories"
      title={c ? c.categoryName : 'New category'}
      item={c && { id: c.courseCategoryId, name: c.categoryName, isPublished: c.isPublished }}
      previewPath={c ? `/courses?category=${c.courseCategoryId}` : undefined}
      formError={formError}
      saving={saving}
      onSubmit={onSubmit}
    >
      <FieldRow>
        <TextField label="Category name" error={errors.categoryName?.message} {...register('categoryName')} />
        <TextField
          label="Order"
          type="number"
          min={0}
          hint="Lower comes first on the home page's tabs"
          error={errors.sortOrder?.message}
          {...register('sortOrder', { valueAsNumber: true })}
        />
      </FieldRow>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label="Icon"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </CatalogueFormShell>
  );
}
