/**
 * Country texts written per country for the fifteen destinations Indian students pick most
 * (docs/catalogue.md#plausible-generation); every other country gets general texts, labelled as such.
 * Rules change: each text says what held when it was written (2025) and points to the official site.
 */
export interface CountryTexts {
  educationSystem: string;
  intakes: string;
  workRights: string;
  visa: string;
}

export const COUNTRY_TEXTS: Record<string, CountryTexts> = {
  US: {
    educationSystem:
      "Bachelor's degrees take four years, with general education courses before and alongside a major. Master's degrees take one to two years and research doctorates usually five or more. Study is credit-based, graded on a GPA scale.",
    intakes:
      'The main intake is in the fall (August or September); many universities also admit in the spring (January).',
    workRights:
      'On an F-1 visa you may work on campus up to 20 hours a week during term. After your degree, Optional Practical Training (OPT) allows 12 months of work, extendable by 24 months for STEM degrees.',
    visa: 'Most students need an F-1 visa: the university issues a Form I-20, you pay the SEVIS fee and attend a visa interview at a US embassy or consulate (travel.state.gov).',
  },
  CA: {
    educationSystem:
      "Provinces run higher education. Bachelor's degrees take three to four years (four for an honours degree), master's degrees one to two years; colleges award diplomas and certificates, often with work placements.",
    intakes: 'The main intake is September, with January and, at some institutions, May intakes.',
    workRights:
      'Study permit holders may work off campus up to 24 hours a week during term and full time in scheduled breaks. Graduates of eligible programmes can apply for a Post-Graduation Work Permit of up to three years.',
    visa: 'You need a study permit: a letter of acceptance from a designated learning institution, in most cases a provincial attestation letter, proof of funds and biometrics (canada.ca).',
  },
  GB: {
    educationSystem:
      "Bachelor's degrees take three years in England, Wales and Northern Ireland and four in Scotland. Taught master's degrees usually take one year and PhDs three to four. Degrees are classified (first, 2:1, 2:2, third).",
    intakes: 'Most courses start in September; a number of master’s courses also start in January.',
    workRights:
      'On a Student visa at degree level you may work up to 20 hours a week during term and full time in vacations. The Graduate route has allowed two years of work after a degree (three after a PhD); check gov.uk for current terms.',
    visa: 'You need a Student visa: a Confirmation of Acceptance for Studies (CAS) from a licensed university, proof of funds and English, and the Immigration Health Surcharge (gov.uk).',
  },
  AU: {
    educationSystem:
      "Qualifications follow the Australian Qualifications Framework: bachelor's degrees take three years (an honours year adds one), master's degrees one and a half to two years, doctorates three to four.",
    intakes: 'The main intakes are February–March (semester 1) and July (semester 2).',
    workRights:
      'Student visa holders may work up to 48 hours a fortnight during study periods and unlimited hours in breaks. Graduates may apply for a Temporary Graduate visa (subclass 485).',
    visa: 'You need a Student visa (subclass 500): a Confirmation of Enrolment, the Genuine Student requirement, proof of funds and Overseas Student Health Cover (immi.homeaffairs.gov.au).',
  },
  DE: {
    educationSystem:
      "Universities and universities of applied sciences (Fachhochschulen) award bachelor's degrees of three to three and a half years and master's degrees of two years, measured in ECTS credits; doctorates are research-based. Public universities charge little or no tuition.",
    intakes:
      'The winter semester starts in October and the summer semester in April; most bachelor’s courses admit in winter only.',
    workRights:
      'Students from outside the EU may work 140 full days or 280 half days a year. After graduating you may stay up to 18 months to look for work related to your degree.',
    visa: 'You need a national study visa: an admission letter, proof of funds (usually a blocked account) and health insurance, applied for at a German mission (make-it-in-germany.com).',
  },
  RU: {
    educationSystem:
      "Bachelor's degrees take four years, specialist degrees five to six (General Medicine six) and master's two. Many universities run a preparatory year in Russian; some medical programmes are taught in English.",
    intakes: 'The academic year starts on 1 September; preparatory courses may start earlier or in winter.',
    workRights:
      'Full-time students at state-accredited universities may work under the conditions of Russian migration law; check with the university’s international office before taking a job.',
    visa: 'You need a study visa, issued on an invitation from the university, with a medical certificate including an HIV test (studyinrussia.ru).',
  },
  AE: {
    educationSystem:
      "Bachelor's degrees usually take four years and master's degrees one to two. Federal universities are licensed by the Commission for Academic Accreditation; branch campuses in Dubai's free zones are overseen by the KHDA.",
    intakes: 'Most courses start in September, with a second intake in January.',
    workRights: 'Students may work part-time with a permit arranged through their university or sponsor.',
    visa: 'Your university sponsors a student residence visa, renewed each year, with a medical test and Emirates ID (u.ae).',
  },
  KG: {
    educationSystem:
      "Bachelor's degrees take four years; General Medicine programmes taught in English take six years. Indian graduates of foreign medical degrees must meet the National Medical Commission's rules to practise in India.",
    intakes: 'The academic year starts in September.',
    workRights:
      'International students are generally not expected to work during their studies; check with the university.',
    visa: 'You need a study visa, issued on an invitation letter from the university.',
  },
  PH: {
    educationSystem:
      "Higher education follows an American model: bachelor's degrees take four years, and medicine is an MD after a pre-medical bachelor's degree. The Commission on Higher Education (CHED) regulates universities.",
    intakes: 'Most universities start in August, some in June, with a second semester from January.',
    workRights:
      'Students may not work without a permit from the Department of Labor and Employment, which is rarely given.',
    visa: 'Degree students need a 9(f) student visa; shorter courses use a Special Study Permit (immigration.gov.ph).',
  },
  GE: {
    educationSystem:
      "Georgia follows the Bologna structure with ECTS credits: bachelor's degrees of three to four years, master's of two, and one-cycle medical (MD) programmes of six years, many taught in English.",
    intakes: 'Courses start in September, with some programmes admitting in February or March.',
    workRights: 'International students may work while studying; the university can advise on the paperwork.',
    visa: 'Indian students usually need a study (D3) visa and a residence permit, applied for with the university’s enrolment documents.',
  },
  IE: {
    educationSystem:
      "Honours bachelor's degrees take three to four years and taught master's degrees one year (levels 8 and 9 of the National Framework of Qualifications); PhDs take three to four years.",
    intakes: 'The main intake is September; some courses start in January.',
    workRights:
      'With Stamp 2 permission you may work 20 hours a week during term and 40 in holidays. Graduates can stay under the Third Level Graduate Programme (Stamp 1G) for one year (level 8) or two (level 9 and above).',
    visa: 'You need a study visa (D): an offer letter, evidence of fees paid, proof of funds and private health insurance (irishimmigration.ie).',
  },
  NZ: {
    educationSystem:
      "Qualifications follow the New Zealand Qualifications and Credentials Framework: bachelor's degrees take three years, master's one to two, doctorates three to four.",
    intakes: 'The main intakes are February and July.',
    workRights:
      'Most student visas allow part-time work during term and full-time work in scheduled holidays. Graduates may apply for a post-study work visa of up to three years.',
    visa: 'You need a Fee Paying Student visa: an offer of place, proof of funds for living costs and medical and police checks (immigration.govt.nz).',
  },
  FR: {
    educationSystem:
      'Degrees follow the LMD scheme: licence (three years), master (two years) and doctorat (three years), in ECTS credits. Alongside the universities, grandes écoles run selective programmes in engineering and business.',
    intakes: 'Most courses start in September; some master’s programmes also start in January or February.',
    workRights:
      'A student residence permit allows up to 964 hours of work a year. Master’s graduates may get a temporary residence permit to look for work or start a business.',
    visa: 'Indian students apply through Campus France (Études en France) and then for a long-stay student visa (VLS-TS) (france-visas.gouv.fr).',
  },
  SG: {
    educationSystem:
      "Six autonomous universities (among them NUS, NTU and SMU) award bachelor's degrees of three to four years and master's of one to two. The Tuition Grant lowers fees in return for working in Singapore for three years after graduating.",
    intakes: 'The academic year starts in August; some postgraduate courses also start in January.',
    workRights:
      'Full-time students at approved institutions may work up to 16 hours a week during term. There is no dedicated post-study visa: graduates need an Employment Pass or S Pass.',
    visa: 'You need a Student’s Pass, applied for through the Immigration and Checkpoints Authority after the university accepts you (ica.gov.sg).',
  },
  NL: {
    educationSystem:
      "Research universities award bachelor's degrees in three years and master's in one to two; universities of applied sciences award four-year, practice-oriented bachelor's degrees. Study is measured in ECTS credits.",
    intakes: 'Most courses start in September; some start in February.',
    workRights:
      'Students from outside the EU may work up to 16 hours a week during term, or full time in June, July and August, with a work permit arranged by the employer. Graduates may stay one year (the orientation year) to look for work.',
    visa: 'Your university applies for your entry visa (MVV) and residence permit; you show proof of funds (ind.nl).',
  },
};
