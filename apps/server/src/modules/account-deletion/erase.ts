import { CONSENT_NOTICE_VERSION } from '@edupath/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The erasure of one student's personal data, once her grace period is over: the rules are the
 * retention table of docs/privacy.md#retention, and each step below names the row it follows.
 * Runs inside the caller's transaction, so it happens whole or not at all.
 */

/** The name every kept post, comment and message shows for her afterwards. */
export const DELETED_USER_NAME = 'Deleted user';
/** What replaces her name, email or phone inside text that is kept (a chat message, a post). */
const REMOVED = '[removed]';
/** A tombstone's address: unique, never deliverable (.invalid is reserved), and not hers. */
export const tombstoneEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/**
 * References to a user that go with her (ON DELETE CASCADE) but that the retention table keeps for
 * a time, anonymised: everything else that cascades is deleted, including tables added later.
 */
const KEPT_REFERENCES = new Set([
  'chats.student_id',
  'messages.sender_id',
  'posts.user_id',
  'comments.user_id',
  'package_applications.user_id',
  'consent_events.user_id',
]);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Replaces each of her identifiers in a text column of the rows `where` selects. */
function scrub(column: SQL, needles: string[]): SQL {
  return needles.reduce<SQL>(
    (text, needle) => sql`regexp_replace(${text}, ${escapeRegex(needle)}, ${REMOVED}, 'gi')`,
    column,
  );
}
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function eraseStudent(tx: DbOrTx, userId: number, now: Date) {
  const [who] = await rows<{
    name: string;
    email: string;
    phone: string | null;
    parent_email: string | null;
  }>(tx, sql`select name, email, phone, parent_email from users where user_id = ${userId}`);
  if (!who) return;
  const profile = await rows<{ fullname: string; email: string; phone: string | null }>(
    tx,
    sql`select fullname, email, phone from profiles where user_id = ${userId}`,
  );
  const needles = [
    ...new Set(
      [
        who.name,
        who.email,
        who.phone,
        who.parent_email,
        ...profile.flatMap((p) => [p.fullname, p.email, p.phone]),
      ]
        .map((value) => value?.trim())
        .filter((value): value is string => Boolean(value && value.length >= 3)),
    ),
  ];
  const mentions = (column: SQL) =>
    needles.length === 0
      ? sql`false`
      : sql.join(
          needles.map((needle) => sql`${column} ilike ${`%${needle.replace(/[\\%_]/g, '\\$&')}%`}`),
          sql` or `,
        );

  // Files: every upload of hers (photo, documents, chat and post images) goes, bytes and all.
  await tx.execute(sql`delete from files where owner_id = ${userId}`);

  // Community: her likes stop counting; posts and comments others replied to stay under
  // "Deleted user" with her identifiers removed from the text; the rest of hers go.
  await tx.execute(sql`
    update posts set total_likes = greatest(total_likes - 1, 0)
    where post_id in (select post_id from post_likes where user_id = ${userId})`);
  await tx.execute(sql`
    delete from comments c where c.user_id = ${userId} and not exists (
      select 1 from comments r where r.parent_comment_id = c.comment_id and r.user_id <> ${userId})`);
  await tx.execute(sql`
    delete from posts p where p.user_id = ${userId} and not exists (
      select 1 from comments r where r.post_id = p.post_id and r.user_id <> ${userId})`);
  await tx.execute(sql`update posts set post_image = null, post_text = ${scrub(sql`post_text`, needles)}
    where user_id = ${userId}`);
  await tx.execute(
    sql`update comments set comment = ${scrub(sql`comment`, needles)} where user_id = ${userId}`,
  );

  // Chat: kept for her advisor's records (docs/privacy.md#retention), images gone, her
  // identifiers removed from every message of it, whoever wrote it.
  await tx.execute(sql`
    update messages set image = null, message = ${scrub(sql`message`, needles)}
    where chat_id in (select chat_id from chats where student_id = ${userId})`);

  // Package applications: the ones with a payment stay (the payment and its tax invoice are kept
  // as tax law requires), without the notes; the others go with their history.
  await tx.execute(sql`
    delete from package_applications a where a.user_id = ${userId}
      and not exists (select 1 from payments p where p.package_application_id = a.package_application_id)`);
  await tx.execute(sql`update package_applications set remark = null where user_id = ${userId}`);
  await tx.execute(sql`
    update package_application_history set note = null where package_application_id in (
      select package_application_id from package_applications where user_id = ${userId})`);
  // The invoice keeps the name it was issued to; the email is not part of a tax invoice.
  await tx.execute(sql`
    update tax_invoices set details = jsonb_set(details, '{recipient,email}', 'null'::jsonb)
    where details ? 'recipient' and payment_id in (
      select p.payment_id from payments p join package_applications a using (package_application_id)
      where a.user_id = ${userId})`);

  // Consent ledger: kept, with no personal data in it, as the proof of what she agreed to and
  // when; her erasure withdraws whatever was still granted.
  await tx.execute(sql`
    insert into consent_events (user_id, purpose, granted, notice_version, channel, created_at)
    select ${userId}, purpose, false, ${CONSENT_NOTICE_VERSION}, 'account', ${now}
    from (select distinct on (purpose) purpose, granted from consent_events
          where user_id = ${userId} order by purpose, consent_event_id desc) latest
    where granted`);

  // Mail: what was written to her (or, for a child, to her parent) goes; other people's mail and
  // notifications keep their place but no longer name her. Her contact-form messages go.
  await tx.execute(
    sql`delete from email_outbox where user_id = ${userId} or lower(to_email) in (lower(${who.email}), lower(${who.parent_email ?? who.email}))`,
  );
  await tx.execute(sql`delete from contact_messages where lower(email) = lower(${who.email})`);
  if (needles.length > 0) {
    await tx.execute(sql`
      update email_outbox set subject = ${scrub(sql`subject`, needles)},
        text_body = ${scrub(sql`text_body`, needles)}, html_body = ${scrub(sql`html_body`, needles)}
      where ${mentions(sql`subject`)} or ${mentions(sql`text_body`)} or ${mentions(sql`html_body`)}`);
    await tx.execute(sql`update notifications set message = ${scrub(sql`message`, needles)}
      where ${mentions(sql`message`)}`);
  }

  // Everything else that refers to her and would go with her row: profile, education, test
  // scores, preferences, applications and their documents, shortlist, reminders, notifications,
  // sessions, one-time links, calendar feed, outcomes, memberships, likes, reports, exports…
  const references = await rows<{ table_name: string; column_name: string }>(
    tx,
    sql`
      select cl.relname as table_name, att.attname as column_name
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      where con.contype = 'f' and con.confrelid = 'public.users'::regclass
        and con.confdeltype = 'c' and ns.nspname = 'public'
      order by cl.relname, att.attname`,
  );
  for (const { table_name, column_name } of references) {
    if (KEPT_REFERENCES.has(`${table_name}.${column_name}`)) continue;
    await tx.execute(
      sql`delete from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${userId}`,
    );
  }

  // The account row stays as a tombstone, so ids in kept rows and the audit log still resolve.
  await tx.execute(sql`
    update users set name = ${DELETED_USER_NAME}, email = ${tombstoneEmail(userId)}, password_hash = null,
      phone = null, location = null, profile_image = null, google_sub = null, is_active = false,
      date_of_birth = null, parent_email = null,
      email_verified_at = null, must_change_password = false, erased_at = ${now}
    where user_id = ${userId}`);
}

/** Months an erased student's chat is kept for her advisor's records (docs/privacy.md#retention). */
export const CHAT_KEPT_MONTHS = 6;
/** Months an erased student's consent ledger is kept as proof (docs/privacy.md#retention). */
export const CONSENTS_KEPT_MONTHS = 12;

const monthsBefore = (now: Date, months: number) => {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

/** Removes what the retention table kept of erased accounts once its time is up. */
export async function purgeRetained(tx: DbOrTx, now: Date) {
  const chats = await rows<{ chat_id: number }>(
    tx,
    sql`delete from chats where student_id in (
      select user_id from users where erased_at <= ${monthsBefore(now, CHAT_KEPT_MONTHS)}) returning chat_id`,
  );
  const consents = await rows<{ consent_event_id: number }>(
    tx,
    sql`delete from consent_events where user_id in (
      select user_id from users where erased_at <= ${monthsBefore(now, CONSENTS_KEPT_MONTHS)})
      returning consent_event_id`,
  );
  return { chats: chats.length, consentEvents: consents.length };
}
