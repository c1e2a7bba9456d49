import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelopeSchema } from './envelope';
import { idParam } from './fields';
import { ageAnswerSchema, isChildAnswer, UNDER_18_MESSAGES } from './under-18';

/**
 * Notice and consent (docs/accounts.md#consent): the short notice sign-up shows, in English and
 * Hindi under one version id, and the choices a student makes, each recorded in the consent ledger.
 */

/** service: to provide the service (required); the rest are optional, none on by default. */
export const CONSENT_PURPOSES = ['service', 'emails', 'statistics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_CONSENT_PURPOSES = ['emails', 'statistics', 'marketing'] as const;
export type OptionalConsentPurpose = (typeof OPTIONAL_CONSENT_PURPOSES)[number];

/**
 * What the ledger records: the student's own choices, and 'parental', a parent's or guardian's
 * confirmation of a child's account (docs/accounts.md#under-18).
 */
export const LEDGER_PURPOSES = [...CONSENT_PURPOSES, 'parental'] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/** emailLink: the parent's confirmation link, sent to their email. */
export const CONSENT_CHANNELS = ['webSignup', 'account', 'googleSignIn', 'emailLink'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Changes whenever the notice's meaning changes; both languages carry the same one. */
export const CONSENT_NOTICE_VERSION = '2026-11-27';

export const NOTICE_LANGUAGES = ['en', 'hi'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

interface NoticeText {
  languageName: string;
  title: string;
  items: ReadonlyArray<{ heading: string; text: string }>;
  fullPolicy: string;
  purposes: Record<ConsentPurpose, { label: string; description: string }>;
}

/**
 * The notice. The Hindi says the same things in natural Hindi, not word for word; the retention
 * and complaint lines follow the privacy policy (features/legal/routes/privacy-policy.tsx).
 */
export const CONSENT_NOTICE: Record<NoticeLanguage, NoticeText> = {
  en: {
    languageName: 'English',
    title: 'Before you sign up: your data',
    items: [
      {
        heading: 'What we collect',
        text: 'Your name, email and password; later, what you add yourself: your profile, education, test scores, documents, applications and chat messages.',
      },
      {
        heading: 'Why',
        text: 'To advise you, prepare and track your applications, and keep your account safe.',
      },
      {
        heading: 'Who sees it',
        text: 'Your assigned advisor and EduPath admins. A university sees an application only when you apply to it.',
      },
      {
        heading: 'How long we keep it',
        text: 'While your account is open and as long as needed to give you the service; then we delete or anonymise it, except records the law makes us keep (invoices, payments).',
      },
      {
        heading: 'How to withdraw',
        text: 'Turn any optional choice off on your account page, in one click, at any time.',
      },
      {
        heading: 'How to complain',
        text: 'Write to our Grievance Officer at support@edupath.in; you may also go to the Data Protection Board of India.',
      },
    ],
    fullPolicy: 'Read the full privacy policy',
    purposes: {
      service: {
        label: 'I agree to EduPath using my data as above to provide the service (required)',
        description: 'Without this we cannot create your account.',
      },
      emails: {
        label: 'Send me updates about my applications, chats and reminders',
        description:
          'Optional. By email; emails about your account itself (verification, password reset) are sent anyway.',
      },
      statistics: {
        label: 'Use my profile, anonymised, in admit-chance statistics',
        description: 'Optional. Helps other students see their chances; you are never named.',
      },
      marketing: {
        label: 'Send me news and offers',
        description: 'Optional. By email only, never by phone.',
      },
    },
  },
  hi: {
    languageName: 'हिन्दी',
    title: 'साइन अप से पहले: आपकी जानकारी',
    items: [
      {
        heading: 'हम क्या लेते हैं',
        text: 'आपका नाम, ईमेल और पासवर्ड; बाद में वह सब जो आप खुद जोड़ें: प्रोफ़ाइल, पढ़ाई, टेस्ट स्कोर, दस्तावेज़, आवेदन और चैट संदेश।',
      },
      {
        heading: 'किसलिए',
        text: 'आपको सलाह देने, आपके आवेदन तैयार करने और उन पर नज़र रखने, और आपका खाता सुरक्षित रखने के लिए।',
      },
      {
        heading: 'इसे कौन देखता है',
        text: 'आपके लिए तय किए गए सलाहकार और EduPath के एडमिन। कोई विश्वविद्यालय आपका आवेदन तभी देखता है जब आप वहाँ आवेदन करते हैं।',
      },
      {
        heading: 'हम इसे कब तक रखते हैं',
        text: 'जब तक आपका खाता खुला है और सेवा देने के लिए ज़रूरी है; उसके बाद हम इसे मिटा देते हैं या ऐसा बना देते हैं कि आपकी पहचान न हो सके। सिर्फ़ वे रिकॉर्ड रहते हैं जो क़ानूनन रखने ज़रूरी हैं (बिल, भुगतान)।',
      },
      {
        heading: 'सहमति कैसे वापस लें',
        text: 'अपने खाते के पेज पर कोई भी वैकल्पिक सहमति कभी भी एक क्लिक में बंद करें।',
      },
      {
        heading: 'शिकायत कैसे करें',
        text: 'हमारे शिकायत अधिकारी को support@edupath.in पर लिखें; आप भारत के डेटा संरक्षण बोर्ड के पास भी जा सकते हैं।',
      },
    ],
    fullPolicy: 'पूरी गोपनीयता नीति पढ़ें',
    purposes: {
      service: {
        label: 'मैं सहमत हूँ कि EduPath सेवा देने के लिए मेरी जानकारी ऊपर बताए तरीक़े से इस्तेमाल करे (ज़रूरी)',
        description: 'इसके बिना हम आपका खाता नहीं बना सकते।',
      },
      emails: {
        label: 'मेरे आवेदनों, चैट और रिमाइंडर की जानकारी मुझे भेजें',
        description: 'वैकल्पिक। ईमेल से; खाते से जुड़े ईमेल (ईमेल की पुष्टि, पासवर्ड रीसेट) फिर भी आएँगे।',
      },
      statistics: {
        label: 'दाख़िले की संभावना के आँकड़ों में मेरी प्रोफ़ाइल, पहचान छिपाकर, इस्तेमाल करें',
        description: 'वैकल्पिक। इससे दूसरे छात्र अपनी संभावना देख पाते हैं; आपका नाम कभी नहीं आता।',
      },
      marketing: {
        label: 'मुझे ख़बरें और ऑफ़र भेजें',
        description: 'वैकल्पिक। सिर्फ़ ईमेल से, फ़ोन से कभी नहीं।',
      },
    },
  },
};

export const CONSENT_MESSAGES = {
  serviceRequired: 'To create an account, agree to EduPath using your data to provide the service',
  serviceNotHere:
    'Consent to the service stays while your account is open; to end it, ask us to close your account',
  saved: 'Your choice is saved',
  alreadyRecorded: 'Your choices are already recorded: change them on your account page',
} as const;

/** What sign-up sends beside the account fields: the notice shown and the boxes ticked. */
export const signupConsentsSchema = z
  .object({
    noticeVersion: z.literal(CONSENT_NOTICE_VERSION, {
      error: 'The privacy notice has changed: reload the page and read it again',
    }),
    // A check, not a literal: a refused box must not hide the form's other messages (a literal's
    // failure stops the object's own checks, such as 'Passwords do not match').
    service: z
      .boolean({ error: CONSENT_MESSAGES.serviceRequired })
      .refine((given) => given, { error: CONSENT_MESSAGES.serviceRequired }),
    emails: z.boolean({ error: 'Must be yes or no' }).default(false),
    statistics: z.boolean({ error: 'Must be yes or no' }).default(false),
    marketing: z.boolean({ error: 'Must be yes or no' }).default(false),
    /**
     * The age question asked with the notice (docs/accounts.md#under-18). The web always asks it;
     * a client that predates it leaves the age unknown.
     */
    age: ageAnswerSchema.optional(),
  })
  .superRefine((value, ctx) => {
    // A child cannot turn on any optional consent: said on the box, not only refused by the server.
    if (!value.age || !isChildAnswer(value.age)) return;
    for (const purpose of OPTIONAL_CONSENT_PURPOSES) {
      if (value[purpose])
        ctx.addIssue({ code: 'custom', path: [purpose], message: UNDER_18_MESSAGES.childOptionalRefused });
    }
  });
export type SignupConsents = z.input<typeof signupConsentsSchema>;

const consentEventSchema = z.object({
  purpose: z.enum(LEDGER_PURPOSES),
  granted: z.boolean(),
  noticeVersion: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  createdAt: z.string(),
});

/** A student's current choices (null: never asked, an account older than the notice) and the ledger, newest first. */
export const consentStateSchema = z.object({
  choices: z.object({
    service: z.boolean().nullable(),
    emails: z.boolean().nullable(),
    statistics: z.boolean().nullable(),
    marketing: z.boolean().nullable(),
  }),
  history: z.array(consentEventSchema),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

const consentPurposeParamsSchema = z.object({
  purpose: z.enum(OPTIONAL_CONSENT_PURPOSES, {
    error: `Purpose must be one of: ${OPTIONAL_CONSENT_PURPOSES.join(', ')}`,
  }),
});
const consentChangeSchema = z.object({
  granted: z.boolean({ error: 'Granted must be true or false' }),
});
const studentConsentParamsSchema = z.object({ userId: idParam('userId') });

/** A student reads and changes only her own; admins read a student's; advisors neither. */
export const consentEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: '/account/consents',
    access: 'student',
    summary: "The student's current choices and her consent ledger",
    answer: envelopeSchema(consentStateSchema),
  }),
  /**
   * The first choices of an account made without sign-up's form: Google's first sign-in goes
   * through the same notice here (409 once any choice is recorded).
   */
  first: endpoint({
    method: 'POST',
    path: '/account/consents',
    access: 'student',
    summary: "Records the notice and choices of an account that has none (Google's first sign-in)",
    body: signupConsentsSchema,
    answer: envelopeSchema(consentStateSchema),
    status: 201,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/account/consents/:purpose',
    access: 'student',
    summary: 'Grants or withdraws one optional consent',
    params: consentPurposeParamsSchema,
    body: consentChangeSchema,
    answer: envelopeSchema(consentStateSchema),
  }),
  ofStudent: endpoint({
    method: 'GET',
    path: '/staff/students/:userId/consents',
    access: 'admin',
    summary: "A student's current choices and consent ledger (admins)",
    params: studentConsentParamsSchema,
    answer: envelopeSchema(consentStateSchema),
  }),
};
