import {
  CONSENT_NOTICE,
  CONSENT_NOTICE_VERSION,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  NOTICE_LANGUAGES,
  type NoticeLanguage,
} from '@edupath/contract/consent';
import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type ConsentFields = { consents?: Partial<Record<ConsentPurpose, unknown>> };

/**
 * The consents of sign-up and of Google's first notice before the person answers: nothing ticked,
 * and the age neither ticked nor dated, so the form asks (docs/accounts.md#under-18).
 */
export const UNANSWERED_CONSENTS = {
  noticeVersion: CONSENT_NOTICE_VERSION,
  service: false,
  emails: false,
  statistics: false,
  marketing: false,
  age: { adult: false, dateOfBirth: '', parentEmail: '' },
} as const;

/**
 * Sign-up's short notice, in English or Hindi, and its four separate choices, none ticked
 * (docs/accounts.md#consent). The service box is required; the others are free.
 */
export function ConsentNotice<T extends ConsentFields>({
  register,
  errors,
  child = false,
}: {
  register: UseFormRegister<T>;
  errors: Partial<Record<ConsentPurpose | 'noticeVersion', { message?: string } | undefined>> | undefined;
  /** Under 18 the optional choices stay off and say why (docs/accounts.md#under-18). */
  child?: boolean;
}) {
  const [language, setLanguage] = useState<NoticeLanguage>('en');
  const notice = CONSENT_NOTICE[language];
  const reg = register as unknown as UseFormRegister<ConsentFields>;
  return (
    <section
      aria-labelledby="notice-title"
      lang={language}
      data-testid="consent-notice"
      className="rounded-xl border border-line bg-gray-50 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="notice-title" className="font-semibold text-secondary">
          {notice.title}
        </h2>
        <div role="group" aria-label="Language of the notice" className="flex gap-1">
          {NOTICE_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
              className={clsx(
                'rounded-full border px-2.5 py-0.5 text-xs font-medium',
                language === code
                  ? 'border-primary-dark bg-primary-dark text-white'
                  : 'border-line bg-white text-secondary hover:border-primary',
              )}
            >
              {CONSENT_NOTICE[code].languageName}
            </button>
          ))}
        </div>
      </div>
      <dl className="mt-3 space-y-2">
        {notice.items.map((item) => (
          <div key={item.heading}>
            <dt className="font-medium text-gray-900">{item.heading}</dt>
            <dd className="text-ink-secondary">{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex flex-wrap justify-between gap-2 text-xs text-ink-secondary">
        <Link to={paths.privacy} target="_blank" className="font-medium text-primary-dark underline">
          {notice.fullPolicy}
        </Link>
        <span>Notice version {CONSENT_NOTICE_VERSION}</span>
      </p>
      <input type="hidden" {...reg('consents.noticeVersion' as never)} />
      <fieldset className="mt-4 space-y-3 border-t border-line pt-3">
        <legend className="sr-only">Your choices</legend>
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose}>
            {/* The label names the choice only; its description is read after it (aria-describedby). */}
            <label className="flex cursor-pointer items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-primary-dark"
                aria-invalid={errors?.[purpose] ? true : undefined}
                aria-describedby={`consent-${purpose}-about`}
                disabled={child && purpose !== 'service'}
                {...reg(`consents.${purpose}` as never)}
              />
              <span className="text-gray-900">{notice.purposes[purpose].label}</span>
            </label>
            <p id={`consent-${purpose}-about`} className="ml-6 text-xs text-ink-secondary">
              {notice.purposes[purpose].description}
              {child && purpose !== 'service' && ` ${UNDER_18_MESSAGES.childOptionalRefused}.`}
            </p>
            {errors?.[purpose]?.message && (
              <p role="alert" className="ml-6 mt-1 text-xs text-red-600">
                {errors[purpose]?.message}
              </p>
            )}
          </div>
        ))}
        {errors?.noticeVersion?.message && (
          <p role="alert" className="text-xs text-red-600">
            {errors.noticeVersion.message}
          </p>
        )}
      </fieldset>
    </section>
  );
}
