import {
  type Account,
  type AuthUser,
  type BasicInfo,
  type College,
  PROFILE_MESSAGES,
  type School,
  type TestScore,
  type WorkExperience,
} from '@edupath/contract';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { assertStrongPassword, hashPassword, isCurrentPassword, revokeSessions } from '../auth';
import { deleteFile, fileIdFromPath, storeImage } from '../files';
import * as repo from './profile.repository';
import { getBacklogs } from './study-preferences';

interface SectionRepository<Values, Row> {
  list(db: DbOrTx, userId: number): Promise<Row[]>;
  insert(db: DbOrTx, values: Values & { userId: number }): Promise<Row>;
  update(db: DbOrTx, userId: number, rowId: number, values: Values): Promise<Row | undefined>;
  remove(db: DbOrTx, userId: number, rowId: number): Promise<boolean>;
}

/**
 * List, save (create without an id, edit with one) and delete for one profile section, always
 * within the signed-in user's own rows. Each change is one statement, so it has committed when
 * 'profile.changed' is published.
 */
function sectionService<Values, Row>(repository: SectionRepository<Values, Row>, label: string) {
  return {
    label,
    list: (db: Db, userId: number) => repository.list(db, userId),

    async save(db: Db, events: DomainEventBus, userId: number, rowId: number | undefined, values: Values) {
      const row =
        rowId === undefined
          ? await repository.insert(db, { ...values, userId })
          : await repository.update(db, userId, rowId, values);
      if (!row) throw notFound(label);
      events.publish('profile.changed', { userId });
      return { row, created: rowId === undefined };
    },

    async remove(db: Db, events: DomainEventBus, userId: number, rowId: number) {
      if (!(await repository.remove(db, userId, rowId))) throw notFound(label);
      events.publish('profile.changed', { userId });
    },
  };
}

export const schoolSection = sectionService<Omit<School, 'schoolId' | 'userId'>, School>(
  repo.schoolRepository,
  'School education',
);
export const collegeSection = sectionService<Omit<College, 'collegeId' | 'userId'>, College>(
  repo.collegeRepository,
  'College education',
);
export const workExperienceSection = sectionService<
  Omit<WorkExperience, 'workExperienceId' | 'userId'>,
  WorkExperience
>(repo.workExperienceRepository, 'Work experience');
export const testScoreSection = sectionService<Omit<TestScore, 'testScoreId' | 'userId'>, TestScore>(
  repo.testScoreRepository,
  'Test score',
);

export type SectionService<Values, Row> = ReturnType<typeof sectionService<Values, Row>>;

// ---------------------------------------------------------------- photo

const samePath = (a: string | null, b: string | null) =>
  (a ?? '').replace(/^\//, '') === (b ?? '').replace(/^\//, '');

/**
 * What the photo becomes: a new upload (stored before the caller's transaction, so image
 * work never holds a database transaction open), null when the field is '' (remove), or the
 * current photo when the field is absent or repeats it. Any other path is
 * refused, so nobody can point their profile at someone else's upload.
 */
async function resolvePhoto(
  db: Db,
  userId: number,
  current: string | null,
  field: string | undefined,
  file: Buffer | null,
): Promise<{ photo: string | null; storedFileId: string | null }> {
  if (file) {
    const stored = await storeImage(db, file, userId);
    return { photo: stored.path, storedFileId: stored.fileId };
  }
  // The current photo may come back as the stored path or as the URL it was shown at.
  const repeatsCurrent = current !== null && field?.replace(/^\//, '').endsWith(current.replace(/^\//, ''));
  if (field === undefined || repeatsCurrent) return { photo: current, storedFileId: null };
  if (field === '') return { photo: null, storedFileId: null };
  throw badRequest(PROFILE_MESSAGES.photoNotYours, { profileImage: PROFILE_MESSAGES.photoNotYours });
}

/** Runs the write; if it fails, the photo just stored for it is deleted again. */
async function withStoredPhoto<T>(db: Db, storedFileId: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (storedFileId) await deleteFile(db, storedFileId).catch(() => {});
    throw err;
  }
}

/** Old photos that nothing shows any more are deleted with the change that replaced them. */
async function deleteUnusedPhotos(tx: DbOrTx, paths: Array<string | null>) {
  for (const path of new Set(paths)) {
    const fileId = fileIdFromPath(path);
    if (fileId && path && !(await repo.isImageInUse(tx, path))) await deleteFile(tx, fileId);
  }
}

// ---------------------------------------------------------------- basic details

/** The saved basic details, or, before the first save, a draft prefilled from the account. */
export async function getBasicInfo(db: Db, userId: number): Promise<BasicInfo> {
  const profile = await repo.findProfile(db, userId);
  if (profile) return profile;
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('Account');
  return {
    profileId: null,
    fullname: account.name,
    email: account.email,
    phone: account.phone ?? '',
    profileImage: account.profileImage,
  };
}

export interface BasicInfoInput {
  profileId?: number;
  fullname: string;
  email: string;
  phone: string;
  profileImage?: string;
}

/**
 * Saves the basic details. The photo is the person's one photo: it is also the account's
 * (shown beside posts, comments and chat), so both change together.
 */
export async function saveBasicInfo(
  db: Db,
  events: DomainEventBus,
  userId: number,
  input: BasicInfoInput,
  file: Buffer | null,
): Promise<BasicInfo> {
  const [profile, account] = await Promise.all([repo.findProfile(db, userId), repo.findAccount(db, userId)]);
  if (!account) throw notFound('Account');
  if (input.profileId !== undefined && input.profileId !== profile?.profileId) throw notFound('Profile');

  const current = profile ? profile.profileImage : account.profileImage;
  const { photo, storedFileId } = await resolvePhoto(db, userId, current, input.profileImage, file);
  const { fullname, email, phone } = input;

  return withStoredPhoto(db, storedFileId, () =>
    inTransaction(db, events, async ({ tx, publish }) => {
      const saved = await repo.upsertProfile(tx, userId, { fullname, email, phone, profileImage: photo });
      if (!samePath(photo, current)) {
        await repo.updateAccount(tx, userId, { profileImage: photo });
        await deleteUnusedPhotos(tx, [current, account.profileImage]);
      }
      publish('profile.changed', { userId });
      return saved;
    }),
  );
}

// ---------------------------------------------------------------- account (update-profile)

export async function getAccount(db: Db, userId: number): Promise<Account> {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('Account');
  return account;
}

export interface UpdateProfileInput {
  phone: string;
  location: string;
  password: string;
  currentPassword: string;
  profileImage?: string;
}

/** The current password did not match: a field error, counted by the caller's sign-in throttle. */
export const wrongCurrentPassword = () =>
  badRequest(PROFILE_MESSAGES.currentPasswordWrong, {
    currentPassword: PROFILE_MESSAGES.currentPasswordWrong,
  });

/**
 * Phone, location, optionally a new password and the photo. A new password needs the current one
 * and must not be a common one; it signs the user out everywhere else: every other session is
 * revoked in the same transaction, and the session making the change stays valid.
 */
export async function updateProfile(
  db: Db,
  events: DomainEventBus,
  user: AuthUser,
  currentSessionId: string | null,
  input: UpdateProfileInput,
  file: Buffer | null,
): Promise<Account> {
  const userId = user.userId;
  const [profile, account] = await Promise.all([repo.findProfile(db, userId), repo.findAccount(db, userId)]);
  if (!account) throw notFound('Account');

  if (input.password) {
    if (!(await isCurrentPassword(db, userId, input.currentPassword))) throw wrongCurrentPassword();
    assertStrongPassword(input.password, [account.name, account.email]);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { photo, storedFileId } = await resolvePhoto(
    db,
    userId,
    account.profileImage,
    input.profileImage,
    file,
  );
  const photoChanged = !samePath(photo, account.profileImage);
  const profilePhotoChanges = photoChanged && !!profile;

  return withStoredPhoto(db, storedFileId, () =>
    inTransaction(db, events, async (uow) => {
      const { tx, publish } = uow;
      const updated = await repo.updateAccount(tx, userId, {
        phone: input.phone,
        location: input.location,
        profileImage: photo,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (profilePhotoChanges) await repo.setProfileImage(tx, userId, photo);
      if (photoChanged) await deleteUnusedPhotos(tx, [account.profileImage, profile?.profileImage ?? null]);
      if (passwordHash) {
        await revokeSessions(uow, {
          userId,
          ...(currentSessionId ? { exceptSessionId: currentSessionId } : {}),
        });
      }
      if (profilePhotoChanges) publish('profile.changed', { userId });
      return updated;
    }),
  );
}

// ---------------------------------------------------------------- for other modules

export interface ProfileSummary {
  hasBasicInfo: boolean;
  schools: number;
  colleges: number;
  workExperiences: number;
  testScores: number;
}

/** How much of the profile a user has filled in (the timeline decides what 'Profile Completed' means). */
export async function getProfileSummary(db: DbOrTx, userId: number): Promise<ProfileSummary> {
  const [profile, schools, colleges, workExperiences, testScores] = await Promise.all([
    repo.findProfile(db, userId),
    repo.schoolRepository.count(db, userId),
    repo.collegeRepository.count(db, userId),
    repo.workExperienceRepository.count(db, userId),
    repo.testScoreRepository.count(db, userId),
  ]);
  return { hasBasicInfo: !!profile, schools, colleges, workExperiences, testScores };
}

/**
 * Everything a student has filled in, for staff (the console's student and application pages) and
 * the eligibility check, which also reads her backlogs (docs/fit-and-chances.md#study-preferences).
 */
export async function getStudentProfile(db: DbOrTx, userId: number) {
  const [basicInfo, schools, colleges, workExperiences, testScores, backlogs] = await Promise.all([
    repo.findProfile(db, userId),
    repo.schoolRepository.list(db, userId),
    repo.collegeRepository.list(db, userId),
    repo.workExperienceRepository.list(db, userId),
    repo.testScoreRepository.list(db, userId),
    getBacklogs(db, userId),
  ]);
  return { basicInfo: basicInfo ?? null, schools, colleges, workExperiences, testScores, backlogs };
}
