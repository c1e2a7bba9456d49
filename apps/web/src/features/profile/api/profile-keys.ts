import {
  type College,
  PROFILE_SECTIONS,
  type School,
  type TestScore,
  type WorkExperience,
} from '@edupath/contract';

/** The four list sections of the profile, by the name the panels use (docs/accounts.md). */
export type SectionKey = keyof typeof PROFILE_SECTIONS;

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
  /**
   * The console's students (staff only), under the profile's root: a student's page shows her
   * whole profile, and the console hangs the rest of that page's queries under her key.
   */
  staff: ['profile', 'staff'] as const,
  staffStudents: ['profile', 'staff', 'students'] as const,
  staffStudent: (userId: number) => ['profile', 'staff', 'student', userId] as const,
};

export const itemId = <S extends SectionKey>(section: S, item: SectionItem<S>): number =>
  (item as unknown as Record<string, number>)[PROFILE_SECTIONS[section].idKey]!;
