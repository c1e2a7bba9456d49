import {
  type AuthUser,
  GRIEVANCE_CATEGORY_LABELS,
  GRIEVANCE_RESPONSE_DAYS,
  type GrievanceCategory,
  type GrievanceOfficer,
  type GrievanceReceipt,
  grievanceDueAt,
  grievanceReference,
  GRIEVANCE_MESSAGES as M,
} from '@edupath/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { badRequest } from '../../lib/errors';
import type { DomainEventBus } from '../../lib/events';
import { queueGrievanceAcknowledgement } from '../mail/index';
import * as repo from './contact.repository';

/** The grievance officer as the operator configured them (docs/deploying.md#grievance-officer). */
export const grievanceOfficer = (config: Config): GrievanceOfficer => ({
  name: config.GRIEVANCE_OFFICER_NAME,
  email: config.GRIEVANCE_OFFICER_EMAIL,
  phone: config.GRIEVANCE_OFFICER_PHONE ?? null,
  address: config.GRIEVANCE_OFFICER_ADDRESS ?? null,
  responseDays: GRIEVANCE_RESPONSE_DAYS,
});

export interface GrievanceForm {
  name?: string;
  email?: string;
  category: GrievanceCategory;
  message: string;
}

/**
 * A grievance lands in the contact inbox with its 90-day due date, and its acknowledgement (the
 * reference) is queued in the same transaction: both exist or neither (docs/console.md,
 * "Grievances"). A signed-in sender is known by her account; a visitor gives a name and an email.
 */
export async function fileGrievance(
  db: Db,
  events: DomainEventBus,
  officer: GrievanceOfficer,
  sender: AuthUser | null,
  form: GrievanceForm,
  ip: string | null,
): Promise<GrievanceReceipt> {
  const name = sender?.name ?? form.name ?? '';
  const email = sender?.email ?? form.email ?? '';
  if (!sender) {
    const errors: Record<string, string> = {};
    if (!name) errors.name = M.nameRequired;
    if (!email) errors.email = M.emailRequired;
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
  }
  const categoryLabel = GRIEVANCE_CATEGORY_LABELS[form.category];
  return inTransaction(db, events, async (uow) => {
    const receivedAt = new Date();
    const dueAt = grievanceDueAt(receivedAt);
    const { contactMessageId } = await repo.insertContactMessage(uow.tx, {
      name,
      email,
      subject: `Grievance: ${categoryLabel}`,
      message: form.message,
      ip,
      kind: 'grievance',
      category: form.category,
      userId: sender?.userId ?? null,
      dueAt,
      createdAt: receivedAt,
    });
    const reference = grievanceReference(contactMessageId, receivedAt);
    await queueGrievanceAcknowledgement(uow, {
      userId: sender?.userId ?? null,
      name,
      email,
      reference,
      categoryLabel,
      dueAt,
      officer,
    });
    return { reference, receivedAt: receivedAt.toISOString(), dueAt: dueAt.toISOString(), email };
  });
}
