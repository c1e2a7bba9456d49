import { EventEmitter } from 'node:events';
import type {
  ApplicationDocumentsChanged,
  ChatMessage,
  CommunityContentRemoved,
  MessagesReadEvent,
  NotificationItem,
  PostOfferChecklistChanged,
} from '@edupath/contract';

/**
 * Domain events. Services publish here after their transaction commits; realtime/ listens and
 * decides which sockets receive what. Modules never import realtime/
 * (docs/decisions/006-unit-of-work-and-module-calls.md).
 */
export interface DomainEvents {
  'notification.created': { userId: number; notification: NotificationItem };
  'message.created': { recipientIds: number[]; message: ChatMessage };
  'messages.read': { recipientIds: number[]; event: MessagesReadEvent };
  /** A student's profile rows changed (the timeline decides whether 'Profile Completed' is reached). */
  'profile.changed': { userId: number };
  /** A student added to their shortlist (the timeline decides whether 'Shortlisting' is reached). */
  'shortlist.changed': { userId: number };
  /**
   * Something the staff counters count changed (an application submitted or moved, a student's
   * message arrived or was read, a student reassigned): realtime/ sends fresh counters to these
   * advisors and to every admin.
   */
  'staff.countersChanged': { advisorIds: number[] };
  /** A student uploaded a document: their advisor and every admin refresh an open application page. */
  'application.documentUploaded': { advisorIds: number[]; event: ApplicationDocumentsChanged };
  /** A student ticked a post-offer step: their advisor and every admin refresh an open application page. */
  'application.postOfferChanged': { advisorIds: number[]; event: PostOfferChecklistChanged };
  /**
   * Staff changed the catalogue (any create, edit, publish switch or import): the kept public
   * catalogue answers are dropped on every instance (modules/catalogue/public-cache.ts).
   */
  'catalogue.changed': Record<string, never>;
  /** A moderator hid or deleted a post or comment: every open community page drops it. */
  'community.contentRemoved': CommunityContentRemoved;
  /**
   * Sessions ended (logout, a new password, an account closed): realtime/ disconnects their
   * sockets on every instance at once. One session, or all of a user's but the one kept.
   */
  'sessions.revoked': { sessionId: string } | { userId: number; exceptSessionId?: string };
}

export class DomainEventBus {
  private readonly emitter = new EventEmitter({ captureRejections: true });

  publish<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  subscribe<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
