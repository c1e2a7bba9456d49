import { type AgeAnswer, isChildBy } from '@edupath/contract/under-18';
import { useEffect } from 'react';
import { type Control, type UseFormRegister, type UseFormSetValue, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';

type AgeFields = {
  consents?: { age?: AgeAnswer; emails?: boolean; statistics?: boolean; marketing?: boolean };
};
type AgeErrors = Partial<Record<keyof AgeAnswer, { message?: string } | undefined>> | undefined;

/** Whether the form's answer makes a child: under 18 by the date given, the tick unticked. */
export function useIsChild<T extends AgeFields>(control: Control<T>): boolean {
  const age = useWatch({ control: control as unknown as Control<AgeFields>, name: 'consents.age' });
  const day = age?.dateOfBirth;
  return !age?.adult && typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && isChildBy(day);
}

/**
 * The age question of sign-up and of Google's first notice (docs/accounts.md#under-18): the
 * "I am 18 or older" tick, or the date of birth; under 18, the parent's or guardian's email, who
 * gets the link to confirm. A child's optional choices are switched off here too.
 */
export function AgeQuestion<T extends AgeFields>({
  register,
  control,
  setValue,
  errors,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  errors: AgeErrors;
}) {
  const reg = register as unknown as UseFormRegister<AgeFields>;
  const set = setValue as unknown as UseFormSetValue<AgeFields>;
  const adult = useWatch({ control: control as unknown as Control<AgeFields>, name: 'consents.age.adult' });
  const child = useIsChild(control);
  useEffect(() => {
    if (!child) return;
    for (const purpose of ['emails', 'statistics', 'marketing'] as const) set(`consents.${purpose}`, false);
  }, [child, set]);

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-secondary">Your age</legend>
      <div>
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-primary-dark"
            aria-invalid={errors?.adult ? true : undefined}
            aria-describedby="age-adult-about"
            {...reg('consents.age.adult')}
          />
          <span className="text-gray-900">I am 18 or older</span>
        </label>
        <p id="age-adult-about" className="ml-6 text-xs text-ink-secondary">
          If you are younger, give your date of birth instead: a parent or guardian will confirm your account.
        </p>
        {errors?.adult?.message && (
          <p role="alert" className="ml-6 mt-1 text-xs text-red-600">
            {errors.adult.message}
          </p>
        )}
      </div>
      {!adult && (
        <TextField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          error={errors?.dateOfBirth?.message}
          {...reg('consents.age.dateOfBirth')}
        />
      )}
      {child && (
        <>
          <TextField
            label="Parent's or guardian's email"
            type="email"
            autoComplete="off"
            hint="We email them a link to confirm your account."
            error={errors?.parentEmail?.message}
            {...reg('consents.age.parentEmail')}
          />
          <p className="text-xs text-ink-secondary">
            You are under 18: until your parent or guardian confirms, you can browse and shortlist courses,
            but not apply, chat, post, upload documents or buy a package. We send you no optional emails and
            never use your data for statistics or marketing.
          </p>
        </>
      )}
    </fieldset>
  );
}
