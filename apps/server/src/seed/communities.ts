import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { comments, communities, communityMembers, postLikes, posts, users } from '../db/schema';
import { hashPassword } from '../modules/auth/index';
import { DEMO_ACCOUNTS } from './accounts';

/** Students whose posts fill the communities. They can log in, but nobody needs to. */
export const DEMO_STUDENTS = [
  { key: 'aarav', name: 'Aarav Patel', email: 'aarav.patel@edupath.test', location: 'Ahmedabad, India' },
  { key: 'sneha', name: 'Sneha Reddy', email: 'sneha.reddy@edupath.test', location: 'Hyderabad, India' },
  { key: 'rohan', name: 'Rohan Gupta', email: 'rohan.gupta@edupath.test', location: 'New Delhi, India' },
  { key: 'ananya', name: 'Ananya Iyer', email: 'ananya.iyer@edupath.test', location: 'Chennai, India' },
  { key: 'kabir', name: 'Kabir Singh', email: 'kabir.singh@edupath.test', location: 'Chandigarh, India' },
] as const;
export const DEMO_STUDENT_PASSWORD = 'community-demo-2026';

/** 'demo' is the demo student account (accounts.ts), shown as a member of one community. */
type StudentKey = (typeof DEMO_STUDENTS)[number]['key'] | 'demo';

interface SeedComment {
  by: StudentKey;
  text: string;
  hoursAgo: number;
  replies?: Array<{ by: StudentKey; text: string; hoursAgo: number }>;
}

interface SeedPost {
  by: StudentKey;
  hoursAgo: number;
  text: string;
  likedBy: StudentKey[];
  comments?: SeedComment[];
}

interface SeedCommunity {
  name: string;
  /** null: the community shows the default image. */
  logo: string | null;
  rating: number;
  description: string;
  members: StudentKey[];
  posts: SeedPost[];
}

const COMMUNITIES: SeedCommunity[] = [
  {
    name: 'Study in the USA',
    logo: 'images/communities/usa.svg',
    rating: 4.7,
    description: 'Applications, F-1 visas, assistantships and campus life in the United States.',
    members: ['aarav', 'sneha', 'rohan', 'kabir'],
    posts: [
      {
        by: 'aarav',
        hoursAgo: 5,
        text: 'Got my admit from Arizona State for MS in Computer Science (Fall intake)! Happy to share my SOP structure with anyone applying this cycle.',
        likedBy: ['sneha', 'rohan', 'kabir'],
        comments: [
          {
            by: 'sneha',
            text: 'Congratulations! Did you apply with GRE or without?',
            hoursAgo: 4,
            replies: [
              {
                by: 'aarav',
                text: 'With GRE (318). It was optional, but I think it helped with the scholarship.',
                hoursAgo: 3,
              },
            ],
          },
          { by: 'kabir', text: 'Would love to see the SOP structure, thanks for offering.', hoursAgo: 2 },
        ],
      },
      {
        by: 'rohan',
        hoursAgo: 30,
        text: 'F-1 visa interview at the Mumbai consulate next week. What questions did you get asked? Any tips for explaining funding?',
        likedBy: ['aarav'],
        comments: [
          {
            by: 'kabir',
            text: 'Mine lasted two minutes: why this university, who is sponsoring you, and plans after graduation. Keep the bank letter handy.',
            hoursAgo: 26,
          },
        ],
      },
    ],
  },
  {
    name: 'Study in the UK',
    logo: 'images/communities/uk.svg',
    rating: 4.5,
    description: 'One-year masters, UCAS, CAS letters and the Graduate Route.',
    members: ['sneha', 'ananya'],
    posts: [
      {
        by: 'ananya',
        hoursAgo: 12,
        text: 'Is the one-year MSc in the UK worth it compared with a two-year programme elsewhere? Thinking about Edinburgh vs. a German university.',
        likedBy: ['sneha'],
        comments: [
          {
            by: 'sneha',
            text: 'The Graduate Route gives you two years to work afterwards, which makes the shorter course a lot more attractive.',
            hoursAgo: 10,
          },
        ],
      },
    ],
  },
  {
    name: 'Study in Canada',
    logo: 'images/communities/canada.svg',
    rating: 4.6,
    description:
      'Study permits, provincial attestation letters, co-op programmes and life in Canadian cities.',
    members: ['kabir', 'rohan', 'ananya'],
    posts: [
      {
        by: 'kabir',
        hoursAgo: 48,
        text: 'Study permit approved! What I uploaded: the provincial attestation letter, GIC receipt as proof of funds, IELTS scores and the medical exam done upfront.',
        likedBy: ['rohan', 'ananya'],
        comments: [
          {
            by: 'ananya',
            text: 'That is quick. Did you do biometrics in Delhi or Chandigarh?',
            hoursAgo: 40,
          },
        ],
      },
    ],
  },
  {
    name: 'Study in Germany',
    logo: 'images/communities/germany.svg',
    rating: 4.4,
    description: 'Public universities, blocked accounts, APS certificates and learning German.',
    members: ['ananya', 'rohan'],
    posts: [
      {
        by: 'rohan',
        hoursAgo: 72,
        text: 'APS certificate finally arrived after 6 weeks. If you are applying for the winter semester, start the APS process now.',
        likedBy: ['ananya'],
      },
    ],
  },
  {
    name: 'Study in Australia',
    logo: 'images/communities/australia.svg',
    rating: 4.3,
    description: 'Subclass 500 visas, the Genuine Student requirement and part-time work rules.',
    members: ['sneha'],
    posts: [],
  },
  {
    name: 'IELTS & TOEFL Prep',
    logo: 'images/communities/english-tests.svg',
    rating: 4.8,
    description: 'Practice partners, band score strategies and test-day experiences.',
    members: ['aarav', 'sneha', 'rohan', 'ananya', 'kabir', 'demo'],
    posts: [
      {
        by: 'sneha',
        hoursAgo: 8,
        text: 'Looking for a speaking practice partner for IELTS, evenings IST. I am aiming for 7.5 overall.',
        likedBy: ['ananya', 'kabir'],
        comments: [
          {
            by: 'ananya',
            text: 'I am in! My test is on the 14th. Shall we do 30 minutes on weekdays?',
            hoursAgo: 7,
            replies: [{ by: 'sneha', text: 'Perfect, I will message you here tomorrow.', hoursAgo: 6 }],
          },
        ],
      },
      {
        by: 'kabir',
        hoursAgo: 96,
        text: 'Writing Task 2 went from 6.0 to 7.0 after I started planning for five minutes before writing. Do not skip the plan!',
        likedBy: ['aarav', 'sneha', 'rohan'],
      },
    ],
  },
  {
    name: 'Scholarships & Funding',
    logo: 'images/communities/scholarships.svg',
    rating: 4.6,
    description: 'Scholarships, education loans, assistantships and budgeting abroad.',
    members: ['aarav', 'ananya'],
    posts: [
      {
        by: 'ananya',
        hoursAgo: 20,
        text: 'Chevening applications open soon. Anyone applied before and willing to review an essay draft?',
        likedBy: ['aarav'],
      },
    ],
  },
  {
    name: 'Student Housing & Life',
    logo: null,
    rating: 4.1,
    description: 'Finding accommodation, roommates and settling in after you land.',
    members: ['rohan', 'kabir'],
    posts: [],
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

async function upsertStudents(db: Db) {
  const passwordHash = await hashPassword(DEMO_STUDENT_PASSWORD);
  await db
    .insert(users)
    .values(
      DEMO_STUDENTS.map((s) => ({
        name: s.name,
        email: s.email,
        location: s.location,
        role: 'student' as const,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ userId: users.userId, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_STUDENTS.map((s) => s.email),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.email, r.userId]));
  const ids = new Map<StudentKey, number>(DEMO_STUDENTS.map((s) => [s.key, idOf.get(s.email)!]));
  const demoEmail = DEMO_ACCOUNTS.find((a) => a.role === 'student')?.email;
  const [demo] = demoEmail
    ? await db.select({ userId: users.userId }).from(users).where(eq(users.email, demoEmail))
    : [];
  if (demo) ids.set('demo', demo.userId);
  return ids;
}

/** Finds a seeded row by its content, so a second run adds nothing. */
async function ensurePost(tx: Tx, values: typeof posts.$inferInsert & { createdAt: Date }) {
  const [existing] = await tx
    .select({ postId: posts.postId })
    .from(posts)
    .where(
      and(
        eq(posts.communityId, values.communityId),
        eq(posts.userId, values.userId),
        eq(posts.postText, values.postText),
      ),
    );
  if (existing) return existing.postId;
  const [row] = await tx.insert(posts).values(values).returning({ postId: posts.postId });
  return row!.postId;
}

async function ensureComment(tx: Tx, values: typeof comments.$inferInsert & { createdAt: Date }) {
  const [existing] = await tx
    .select({ commentId: comments.commentId })
    .from(comments)
    .where(
      and(
        eq(comments.postId, values.postId),
        eq(comments.userId, values.userId),
        eq(comments.comment, values.comment),
      ),
    );
  if (existing) return existing.commentId;
  const [row] = await tx.insert(comments).values(values).returning({ commentId: comments.commentId });
  return row!.commentId;
}

/** Communities by destination and by topic, with posts, comments, replies and likes from demo students. */
export async function seedCommunities(db: Db) {
  const studentId = await upsertStudents(db);
  const now = new Date();

  await db.transaction(async (tx) => {
    await tx
      .insert(communities)
      .values(
        COMMUNITIES.map((c) => ({
          communityName: c.name,
          communityLogo: c.logo,
          rating: c.rating,
          description: c.description,
        })),
      )
      .onConflictDoNothing({ target: communities.communityName });
    const rows = await tx
      .select({ communityId: communities.communityId, communityName: communities.communityName })
      .from(communities)
      .where(
        inArray(
          communities.communityName,
          COMMUNITIES.map((c) => c.name),
        ),
      );
    const communityId = new Map(rows.map((r) => [r.communityName, r.communityId]));

    const seededPostIds: number[] = [];
    for (const community of COMMUNITIES) {
      const id = communityId.get(community.name)!;
      await tx
        .insert(communityMembers)
        .values(
          community.members
            .filter((key) => studentId.has(key))
            .map((key) => ({ communityId: id, userId: studentId.get(key)! })),
        )
        .onConflictDoNothing();

      for (const post of community.posts) {
        const postId = await ensurePost(tx, {
          communityId: id,
          userId: studentId.get(post.by)!,
          postText: post.text,
          createdAt: hoursBefore(now, post.hoursAgo),
        });
        seededPostIds.push(postId);
        for (const comment of post.comments ?? []) {
          const parentId = await ensureComment(tx, {
            postId,
            userId: studentId.get(comment.by)!,
            comment: comment.text,
            createdAt: hoursBefore(now, comment.hoursAgo),
          });
          for (const reply of comment.replies ?? []) {
            await ensureComment(tx, {
              postId,
              userId: studentId.get(reply.by)!,
              comment: reply.text,
              parentCommentId: parentId,
              createdAt: hoursBefore(now, reply.hoursAgo),
            });
          }
        }
        if (post.likedBy.length > 0) {
          await tx
            .insert(postLikes)
            .values(post.likedBy.map((key) => ({ postId, userId: studentId.get(key)! })))
            .onConflictDoNothing();
        }
      }
    }

    // The stored count is the number of like rows, whatever earlier runs or real users did.
    if (seededPostIds.length > 0) {
      await tx
        .update(posts)
        .set({
          totalLikes: sql`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.postId})`,
        })
        .where(inArray(posts.postId, seededPostIds));
    }
  });
}
