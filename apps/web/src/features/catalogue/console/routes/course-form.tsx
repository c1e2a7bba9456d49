import {
  type StaffCourse,
  type StaffCourseInput,
  staffCourseInputSchema,
} from '@edupath/contract/catalogue-admin';
import { COURSE_TYPES, INTAKES, MODES_OF_STUDY } from '@edupath/contract/catalogue-constants';
import { requirementFieldsOf } from '@edupath/contract/entry-requirements';
import { formatRupees } from '@edupath/contract/money';
import { Controller } from 'react-hook-form';
import { FieldRow } from '../../../../components/console/resource-form';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { useCatalogueList } from '../api/get-catalogue-list';
import { CatalogueFormShell, unreadyItem } from '../components/form-shell';
import { ImageField } from '../components/image-field';
import { RequirementsFields } from '../components/requirements-fields';
import { EMPTY_SOURCE, SourceFields } from '../components/source-fields';
import { UniversityPicker } from '../components/university-picker';
import { idValue, numberOrNull, useCatalogueForm, useItemId } from '../hooks/use-catalogue-form';
import { cataloguePaths } from '../paths';

const EMPTY: StaffCourseInput = {
  courseName: '',
  universityId: Number.NaN,
  courseCategoryId: Number.NaN,
  courseType: 'Postgraduate',
  duration: '',
  fee: null,
  currencyCode: '',
  intake: 'September',
  intakeStart: '',
  applicationDeadline: '',
  modeOfStudy: 'Full-time',
  eligibility: '',
  entryRequirements: {},
  description: '',
  isFeatured: false,
  featuredReason: '',
  image: null,
  ...EMPTY_SOURCE,
};

const fromItem = (course: StaffCourse): StaffCourseInput => ({
  courseName: course.courseName,
  universityId: course.universityId,
  courseCategoryId: course.courseCategoryId,
  courseType: course.courseType as StaffCourseInput['courseType'],
  duration: course.duration,
  fee: course.fee,
  currencyCode: course.currencyCode,
  intake: (course.intake ?? 'September') as StaffCourseInput['intake'],
  intakeStart: course.intakeStart ?? '',
  applicationDeadline: course.applicationDeadline ?? '',
  modeOfStudy: (course.modeOfStudy ?? 'Full-time') as StaffCourseInput['modeOfStudy'],
  eligibility: course.eligibility ?? '',
  entryRequirements: requirementFieldsOf(course.entryRequirements),
  description: course.description ?? '',
  isFeatured: course.isFeatured,
  featuredReason: course.featuredReason ?? '',
  image: course.image,
  // A save credits the groups it changes to this source (docs/catalogue.md#provenance).
  ...EMPTY_SOURCE,
});

/**
 * /admin/catalogue/courses/new and /{id}: everything an applicant needs to know about a course.
 * The fee is typed in its own currency; the server stores it in minor units and works out the
 * rupee estimate (docs/catalogue.md#fees-and-currencies).
 */
export default function CourseFormRoute() {
  const id = useItemId();
  const { form, item, submit } = useCatalogueForm<'courses', StaffCourseInput>({
    kind: 'courses',
    id,
    schema: staffCourseInputSchema,
    empty: EMPTY,
    fromItem,
    editPath: (courseId) => cataloguePaths.item('courses', courseId),
  });
  const categories = useCatalogueList('categories', { pageSize: 100 });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const unready = unreadyItem(id, item, 'the course');
  if (unready) return unready;
  const course = item.data;

  return (
    <CatalogueFormShell
      kind="courses"
      backLabel="Courses"
      title={course ? course.courseName : 'New course'}
      item={
        course && {
          id: course.courseId,
          name: course.courseName,
          isPublished: course.isPublished,
          publiclyVisible: course.publiclyVisible,
        }
      }
      previewPath={course ? `/courses/${course.courseId}` : undefined}
      submit={submit}
    >
      {course && course.applicationCount > 0 && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sky-900">
          {course.applicationCount} {course.applicationCount === 1 ? 'student has' : 'students have'} applied:
          they keep seeing this course in their applications even if it is unpublished.
        </p>
      )}
      <TextField label="Course name" error={errors.courseName?.message} {...register('courseName')} />
      <Controller
        control={control}
        name="universityId"
        render={({ field, fieldState }) => (
          <UniversityPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FieldRow>
        <SelectField
          label="Category"
          error={errors.courseCategoryId?.message}
          {...register('courseCategoryId', idValue)}
        >
          <option value="">Choose a category</option>
          {categories.data?.items.map((category) => (
            <option key={category.courseCategoryId} value={category.courseCategoryId}>
              {category.categoryName}
              {category.isPublished ? '' : ' (unpublished)'}
            </option>
          ))}
        </SelectField>
        <SelectField label="Course type" error={errors.courseType?.message} {...register('courseType')}>
          {COURSE_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField
          label="Duration"
          placeholder="2 years"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <SelectField label="Mode of study" error={errors.modeOfStudy?.message} {...register('modeOfStudy')}>
          {MODES_OF_STUDY.map((mode) => (
            <option key={mode}>{mode}</option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow>
        <TextField
          label="Yearly fee"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          hint="In the currency beside it; leave empty when not known"
          error={errors.fee?.message}
          {...register('fee', numberOrNull)}
        />
        <TextField
          label="Currency (ISO 4217)"
          placeholder="CAD"
          maxLength={3}
          autoCapitalize="characters"
          hint={
            course?.feeInr != null
              ? `Stored as about ${formatRupees(course.feeInr)} at the reference rate`
              : undefined
          }
          error={errors.currencyCode?.message}
          {...register('currencyCode')}
        />
      </FieldRow>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-secondary">Intake and deadline</legend>
        <SelectField label="Intake" error={errors.intake?.message} {...register('intake')}>
          {INTAKES.map((intake) => (
            <option key={intake}>{intake}</option>
          ))}
        </SelectField>
        <TextField
          label="Intake starts"
          type="date"
          error={errors.intakeStart?.message}
          {...register('intakeStart')}
        />
        <TextField
          label="Application deadline"
          type="date"
          error={errors.applicationDeadline?.message}
          {...register('applicationDeadline')}
        />
      </fieldset>
      <TextAreaField
        label="Eligibility"
        rows={2}
        error={errors.eligibility?.message}
        {...register('eligibility')}
      />
      <RequirementsFields register={register} errors={errors} />
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label="Course image"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-[var(--color-primary-dark)]"
          {...register('isFeatured')}
        />
        Featured (shown first, with a badge)
      </label>
      <TextField
        label="Why it is featured"
        placeholder="e.g. Strong placement record in data science"
        hint="Shown beside the badge as 'Chosen by the EduPath team, not paid for by the university: …'"
        error={errors.featuredReason?.message}
        {...register('featuredReason')}
      />
      <SourceFields register={register} errors={errors} provenance={course?.provenance} />
    </CatalogueFormShell>
  );
}
