import { type StaffFaq, type StaffFaqInput, staffFaqInputSchema } from '@edupath/contract/catalogue-admin';
import { useSearchParams } from 'react-router';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { useCountryChoices } from '../api/get-catalogue-list';
import { CatalogueFormShell, FieldRow } from '../components/form-shell';
import { idValue, useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

const fromItem = (faq: StaffFaq): StaffFaqInput => ({
  countryId: faq.countryId,
  question: faq.question,
  answer: faq.answer,
  sortOrder: faq.sortOrder,
});

/** /admin/catalogue/faqs/new (?countryId= picks the country) and /{id}. */
export default function FaqFormRoute() {
  const id = useItemId();
  const [search] = useSearchParams();
  const countries = useCountryChoices();
  const { form, item, onSubmit, formError, saving } = useCatalogueForm<'faqs', StaffFaqInput>({
    kind: 'faqs',
    id,
    schema: staffFaqInputSchema,
    empty: {
      countryId: Number(search.get('countryId')) || Number.NaN,
      question: '',
      answer: '',
      sortOrder: 0,
    },
    fromItem,
    editPath: (faqId) => cataloguePaths.item('faqs', faqId),
  });
  const {
    register,
    formState: { errors },
  } = form;
  if (id !== undefined && item.isPending) return <Spinner label="Loading the FAQ" />;
  if (item.isError) return <p role="alert">The FAQ could not be loaded.</p>;
  const faq = item.data;
  return (
    <CatalogueFormShell
      kind="faqs"
      backTo={cataloguePaths.list('faqs')}
      backLabel="Country FAQs"
      title={faq ? faq.question : 'New FAQ'}
      item={faq && { id: faq.faqId, name: 'this FAQ', isPublished: faq.isPublished }}
      previewPath={faq ? `/country/${faq.countryId}` : undefined}
      formError={formError}
      saving={saving}
      onSubmit={onSubmit}
    >
      <FieldRow>
        <SelectField label="Country" error={errors.countryId?.message} {...register('countryId', idValue)}>
          <option value="">Choose a country</option>
          {countries.data?.items.map((country) => (
            <option key={country.countryId} value={country.countryId}>
              {country.countryName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Order"
          type="number"
          min={0}
          error={errors.sortOrder?.message}
          {...register('sortOrder', { valueAsNumber: true })}
        />
      </FieldRow>
      <TextField label="Question" error={errors.question?.message} {...register('question')} />
      <TextAreaField label="Answer" rows={5} error={errors.answer?.message} {...register('answer')} />
    </CatalogueFormShell>
  );
}
