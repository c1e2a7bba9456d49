import type { College, School, TestScore, WorkExperience } from '@edupath/contract';

/** The four list sections of the profile: their API path and id field (docs/accounts.md). */
export const SECTIONS = {
  workExp: { path: 'profile/workExp', idKey: 'workExperienceId' },
  college: { path: 'profile/college', idKey: 'collegeId' },
  school: { path: 'profile/school', idKey: 'schoolId' },
  testScore: { path: 'profile/testScore', idKey: 'testScoreId' },
} as const;

export type SectionKey = keyof typeof SECTIONS;

export interface SectionItems {
  workExp: WorkExperience;
  college: College;
  school: School;
  testScore: TestScore;
}

export type SectionItem<S extends SectionKey> = SectionItems[S];

export const profileKeys = {
  all: ['profile'] as const,
  basicInfo: ['profile', 'basicInfo'] as const,
  account: ['profile', 'account'] as const,
  preferences: ['profile', 'preferences'] as const,
  section: (section: SectionKey) => ['profile', 'section', section] as const,
};

export const itemId = <S extends SectionKey>(section: S, item: SectionItem<S>): number =>
  (item as unknown as Record<string, number>)[SECTIONS[section].idKey]!;
