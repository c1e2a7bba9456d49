import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admissionApplications,
  applicationDocuments,
  applicationStatusHistory,
  auditLog,
  calendarFeeds,
  chats,
  colleges,
  comments,
  communities,
  communityMembers,
  consentEvents,
  contactMessages,
  contentReports,
  courseOutcomes,
  courses,
  dataExports,
  deadlineReminders,
  emailOutbox,
  emailPreferences,
  files,
  messages,
  milestoneStatuses,
  milestones,
  notifications,
  packageApplicationHistory,
  packageApplications,
  packages,
  payments,
  postLikes,
  posts,
  profiles,
  savedScholarships,
  scholarshipDetails,
  scholarshipReminders,
  schools,
  sessions,
  shortlistItems,
  studyPreferences,
  taxInvoices,
  testScores,
  universities,
  users,
  workExperiences,
} from '../../db/schema';

/**
 * Everything the service holds about one student, area by area, as a person would read it
 * (docs/privacy.md#export lists the tables behind each area). Secrets are left out: the password
 * hash, session and calendar tokens, unsubscribe and one-time link hashes. File bytes are not
 * read here: `files` names each one and where it sits in the ZIP, and the ZIP writer reads them
 * one at a time.
 */

/** A file to put in the ZIP beside data.json, read from the database when its turn comes. */
export interface ExportFile {
  /** Its path inside the ZIP. */
  path: string;
  source: { table: 'application_documents'; documentId: number } | { table: 'files'; fileId: string };
  modifiedAt: Date;
}

/** A name that is safe as one part of a path inside a ZIP on any system. */
function safeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .replace(/^\.+/, '_')
    .trim();
  return cleaned.slice(-120) || 'file';
}

export async function collectStudentData(db: DbOrTx, userId: number, exportedAt: Date) {
  const [account] = await db
    .select({
      userId: users.userId,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      location: users.location,
      role: users.role,
      signsInWithGoogle: users.googleSub,
      isActive: users.isActive,
      lastActiveAt: users.lastActiveAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.userId, userId));
  if (!account) throw new Error(`user ${userId} does not exist`);
  const [emailChoices] = await db
    .select({
      applicationUpdates: emailPreferences.applicationUpdates,
      chatMessages: emailPreferences.chatMessages,
      reminders: emailPreferences.reminders,
      communityReplies: emailPreferences.communityReplies,
      updatedAt: emailPreferences.updatedAt,
    })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));

  const exportFiles: ExportFile[] = [];

  // Profile, and the images she uploaded (profile photo, post and chat images), kept in `files`.
  const [profile] = await db
    .select({
      fullname: profiles.fullname,
      email: profiles.email,
      profileImage: profiles.profileImage,
      state: profiles.state,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const images = await db
    .select({
      fileId: files.fileId,
      contentType: files.contentType,
      byteSize: files.byteSize,
      width: files.width,
      height: files.height,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(eq(files.ownerId, userId))
    .orderBy(asc(files.createdAt));
  const uploadedImages = images.map((image) => {
    const path = `files/images/${safeName(image.fileId)}.webp`;
    exportFiles.push({ path, source: { table: 'files', fileId: image.fileId }, modifiedAt: image.createdAt });
    return { ...image, address: `/uploads/${image.fileId}.webp`, fileInZip: path };
  });

  const academic = {
    schools: await db.select().from(schools).where(eq(schools.userId, userId)).orderBy(asc(schools.schoolId)),
    colleges: await db
      .select()
      .from(colleges)
      .where(eq(colleges.userId, userId))
      .orderBy(asc(colleges.collegeId)),
    workExperience: await db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.userId, userId))
      .orderBy(asc(workExperiences.workExperienceId)),
    testScores: await db
      .select()
      .from(testScores)
      .where(eq(testScores.userId, userId))
      .orderBy(asc(testScores.testScoreId)),
  };
  const [preferences] = await db.select().from(studyPreferences).where(eq(studyPreferences.userId, userId));

  // Applications, each with its status history and documents (the files go in the ZIP).
  const applicationRows = await db
    .select({
      applicationId: admissionApplications.admissionApplicationId,
      course: courses.courseName,
      university: universities.universityName,
      status: admissionApplications.status,
      remark: admissionApplications.remark,
      intake: admissionApplications.intake,
      intakeStart: admissionApplications.intakeStart,
      applicationDeadline: admissionApplications.applicationDeadline,
      createdAt: admissionApplications.createdAt,
      updatedAt: admissionApplications.updatedAt,
    })
    .from(admissionApplications)
    .innerJoin(courses, eq(courses.courseId, admissionApplications.courseId))
    .innerJoin(universities, eq(universities.universityId, courses.universityId))
    .where(eq(admissionApplications.userId, userId))
    .orderBy(asc(admissionApplications.admissionApplicationId));
  const applicationIds = applicationRows.map((a) => a.applicationId);
  const history = applicationIds.length
    ? await db
        .select({
          applicationId: applicationStatusHistory.admissionApplicationId,
          fromStatus: applicationStatusHistory.fromStatus,
          toStatus: applicationStatusHistory.toStatus,
          remark: applicationStatusHistory.remark,
          at: applicationStatusHistory.createdAt,
        })
        .from(applicationStatusHistory)
        .where(inArray(applicationStatusHistory.admissionApplicationId, applicationIds))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.historyId))
    : [];
  const documents = applicationIds.length
    ? await db
        .select({
          documentId: applicationDocuments.documentId,
          applicationId: applicationDocuments.admissionApplicationId,
          kind: applicationDocuments.kind,
          status: applicationDocuments.status,
          fileName: applicationDocuments.fileName,
          contentType: applicationDocuments.contentType,
          byteSize: applicationDocuments.byteSize,
          uploadedAt: applicationDocuments.uploadedAt,
          reviewNote: applicationDocuments.reviewNote,
          reviewedAt: applicationDocuments.reviewedAt,
        })
        .from(applicationDocuments)
        .where(inArray(applicationDocuments.admissionApplicationId, applicationIds))
        .orderBy(asc(applicationDocuments.documentId))
    : [];
  const applications = applicationRows.map((application) => ({
    ...application,
    statusHistory: history
      .filter((h) => h.applicationId === application.applicationId)
      .map(({ applicationId: _, ...h }) => h),
    documents: documents
      .filter((d) => d.applicationId === application.applicationId)
      .map(({ applicationId: _, documentId, ...d }) => {
        const path = `files/applications/${application.applicationId}/${safeName(d.kind)}-${safeName(d.fileName)}`;
        exportFiles.push({
          path,
          source: { table: 'application_documents', documentId },
          modifiedAt: d.uploadedAt,
        });
        return { ...d, fileInZip: path };
      }),
  }));
  const timeline = await db
    .select({
      milestone: milestones.title,
      status: milestoneStatuses.status,
      remark: milestoneStatuses.remark,
      updatedAt: milestoneStatuses.updatedAt,
    })
    .from(milestoneStatuses)
    .innerJoin(milestones, eq(milestones.milestoneId, milestoneStatuses.milestoneId))
    .where(eq(milestoneStatuses.userId, userId))
    .orderBy(asc(milestones.order));

  // Her chat with her advisor: every message of it, hers and the advisor's.
  const chatRows = await db
    .select({
      chatId: chats.chatId,
      advisorName: users.name,
      createdAt: chats.createdAt,
    })
    .from(chats)
    .innerJoin(users, eq(users.userId, chats.advisorId))
    .where(eq(chats.studentId, userId));
  const chatList = [];
  for (const chat of chatRows) {
    const rows = await db
      .select({
        senderId: messages.senderId,
        message: messages.message,
        image: messages.image,
        isRead: messages.isRead,
        readAt: messages.readAt,
        sentAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.chatId, chat.chatId))
      .orderBy(asc(messages.messageId));
    chatList.push({
      withAdvisor: chat.advisorName,
      startedAt: chat.createdAt,
      messages: rows.map(({ senderId, ...m }) => ({ from: senderId === userId ? 'you' : 'advisor', ...m })),
    });
  }

  const community = {
    memberships: await db
      .select({
        community: communities.communityName,
        isActive: communityMembers.isActive,
        joinedAt: communityMembers.createdAt,
      })
      .from(communityMembers)
      .innerJoin(communities, eq(communities.communityId, communityMembers.communityId))
      .where(eq(communityMembers.userId, userId)),
    posts: await db
      .select({
        postId: posts.postId,
        community: communities.communityName,
        text: posts.postText,
        image: posts.postImage,
        likes: posts.totalLikes,
        isHidden: posts.isHidden,
        deletedAt: posts.deletedAt,
        moderationReason: posts.moderationReason,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .innerJoin(communities, eq(communities.communityId, posts.communityId))
      .where(eq(posts.userId, userId))
      .orderBy(asc(posts.postId)),
    comments: await db
      .select({
        commentId: comments.commentId,
        onPostId: comments.postId,
        replyToCommentId: comments.parentCommentId,
        text: comments.comment,
        isHidden: comments.isHidden,
        deletedAt: comments.deletedAt,
        moderationReason: comments.moderationReason,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.commentId)),
    likes: await db
      .select({ postId: postLikes.postId, likedAt: postLikes.createdAt })
      .from(postLikes)
      .where(eq(postLikes.userId, userId)),
    reportsYouMade: await db
      .select({
        postId: contentReports.postId,
        commentId: contentReports.commentId,
        reason: contentReports.reason,
        details: contentReports.details,
        resolution: contentReports.resolution,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(eq(contentReports.reporterId, userId)),
  };

  const notificationList = await db
    .select({
      type: notifications.type,
      message: notifications.message,
      link: notifications.link,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.notificationId));

  const shortlist = {
    courses: await db
      .select({
        course: courses.courseName,
        university: universities.universityName,
        addedAt: shortlistItems.createdAt,
      })
      .from(shortlistItems)
      .innerJoin(courses, eq(courses.courseId, shortlistItems.courseId))
      .innerJoin(universities, eq(universities.universityId, courses.universityId))
      .where(eq(shortlistItems.userId, userId)),
    deadlineRemindersSent: await db
      .select({
        course: courses.courseName,
        deadline: deadlineReminders.deadline,
        daysBefore: deadlineReminders.thresholdDays,
        sentAt: deadlineReminders.sentAt,
      })
      .from(deadlineReminders)
      .innerJoin(courses, eq(courses.courseId, deadlineReminders.courseId))
      .where(eq(deadlineReminders.userId, userId)),
  };
  const [scholarshipAnswers] = await db
    .select({
      indianCitizen: scholarshipDetails.indianCitizen,
      dateOfBirth: scholarshipDetails.dateOfBirth,
      familyIncomeInr: scholarshipDetails.familyIncomeInr,
      category: scholarshipDetails.category,
      gender: scholarshipDetails.gender,
      updatedAt: scholarshipDetails.updatedAt,
    })
    .from(scholarshipDetails)
    .where(eq(scholarshipDetails.userId, userId));
  const scholarships = {
    yourAnswersForMatching: scholarshipAnswers ?? null,
    saved: await db
      .select({ scholarshipId: savedScholarships.scholarshipId, savedAt: savedScholarships.createdAt })
      .from(savedScholarships)
      .where(eq(savedScholarships.userId, userId)),
    remindersSent: await db
      .select({
        scholarshipId: scholarshipReminders.scholarshipId,
        deadline: scholarshipReminders.deadline,
        daysBefore: scholarshipReminders.thresholdDays,
        sentAt: scholarshipReminders.sentAt,
      })
      .from(scholarshipReminders)
      .where(eq(scholarshipReminders.userId, userId)),
  };
  const [calendarFeed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));

  const outcomes = await db
    .select({
      course: courses.courseName,
      result: courseOutcomes.result,
      source: courseOutcomes.source,
      verified: courseOutcomes.verified,
      verifiedAt: courseOutcomes.verifiedAt,
      sharedInStatistics: courseOutcomes.shared,
      testType: courseOutcomes.testType,
      testScore: courseOutcomes.testScore,
      gradeScale: courseOutcomes.gradeScale,
      grade: courseOutcomes.grade,
      degreeFamily: courseOutcomes.degreeFamily,
      workMonths: courseOutcomes.workMonths,
      intake: courseOutcomes.intake,
      createdAt: courseOutcomes.createdAt,
    })
    .from(courseOutcomes)
    .innerJoin(courses, eq(courses.courseId, courseOutcomes.courseId))
    .where(eq(courseOutcomes.userId, userId));

  // Packages and payments: her applications for a package, their history, payments and invoices.
  const packageRows = await db
    .select({
      packageApplicationId: packageApplications.packageApplicationId,
      package: packages.name,
      status: packageApplications.status,
      amountInr: packageApplications.amount,
      remark: packageApplications.remark,
      createdAt: packageApplications.createdAt,
      updatedAt: packageApplications.updatedAt,
    })
    .from(packageApplications)
    .innerJoin(packages, eq(packages.packageId, packageApplications.packageId))
    .where(eq(packageApplications.userId, userId))
    .orderBy(asc(packageApplications.packageApplicationId));
  const packageIds = packageRows.map((p) => p.packageApplicationId);
  const packageHistory = packageIds.length
    ? await db
        .select()
        .from(packageApplicationHistory)
        .where(inArray(packageApplicationHistory.packageApplicationId, packageIds))
        .orderBy(asc(packageApplicationHistory.historyId))
    : [];
  const paymentRows = packageIds.length
    ? await db
        .select({
          paymentId: payments.paymentId,
          packageApplicationId: payments.packageApplicationId,
          provider: payments.provider,
          orderId: payments.orderId,
          amountPaise: payments.amountPaise,
          currency: payments.currency,
          status: payments.status,
          reference: payments.reference,
          paidAt: payments.paidAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(inArray(payments.packageApplicationId, packageIds))
        .orderBy(asc(payments.paymentId))
    : [];
  const paymentIds = paymentRows.map((p) => p.paymentId);
  const invoices = paymentIds.length
    ? await db
        .select({
          paymentId: taxInvoices.paymentId,
          invoiceNumber: taxInvoices.invoiceNumber,
          issuedAt: taxInvoices.issuedAt,
          totalPaise: taxInvoices.totalPaise,
          taxablePaise: taxInvoices.taxablePaise,
          cgstPaise: taxInvoices.cgstPaise,
          sgstPaise: taxInvoices.sgstPaise,
          igstPaise: taxInvoices.igstPaise,
          details: taxInvoices.details,
        })
        .from(taxInvoices)
        .where(inArray(taxInvoices.paymentId, paymentIds))
    : [];
  const packagesAndPayments = packageRows.map((p) => ({
    ...p,
    history: packageHistory
      .filter((h) => h.packageApplicationId === p.packageApplicationId)
      .map((h) => ({ fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, at: h.createdAt })),
    payments: paymentRows
      .filter((pay) => pay.packageApplicationId === p.packageApplicationId)
      .map(({ packageApplicationId: _, paymentId, ...pay }) => ({
        ...pay,
        invoice: invoices.find((i) => i.paymentId === paymentId) ?? null,
      })),
  }));

  const consents = await db
    .select({
      purpose: consentEvents.purpose,
      granted: consentEvents.granted,
      noticeVersion: consentEvents.noticeVersion,
      channel: consentEvents.channel,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.consentEventId));

  // Devices signed in: when and from where, never the token.
  const sessionList = await db
    .select({
      signedInAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      device: sessions.userAgent,
      ipAddress: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));

  // Emails written to her, to her account or to her address.
  const emails = await db
    .select({
      to: emailOutbox.toEmail,
      category: emailOutbox.category,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      status: emailOutbox.status,
      writtenAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(or(eq(emailOutbox.userId, userId), eq(emailOutbox.toEmail, account.email)))
    .orderBy(asc(emailOutbox.mailId));

  // Messages she sent through the contact form, known by her address.
  const contactForm = await db
    .select({
      subject: contactMessages.subject,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.email, account.email))
    .orderBy(asc(contactMessages.contactMessageId));

  const ownActions = await db
    .select({
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(asc(auditLog.auditId));
  const exportsAsked = await db
    .select({
      requestedAt: dataExports.requestedAt,
      status: dataExports.status,
      readyAt: dataExports.readyAt,
      downloadedAt: dataExports.downloadedAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(asc(dataExports.exportId));

  const { signsInWithGoogle, ...accountFields } = account;
  const data = {
    about: {
      what: 'A copy of everything EduPath holds about you, as it was when this file was made.',
      exportedAt,
      files:
        'Documents you uploaded to your applications are in files/applications/, images you uploaded (profile photo, post and chat images) in files/images/. Each entry below that has a file says where it is (fileInZip).',
      leftOut:
        'Your password (we only keep a scrambled form of it, which is of no use to you) and the secret parts of sign-in sessions, calendar links and email links.',
      privacyPolicy: '/privacy',
    },
    account: {
      ...accountFields,
      signsInWithGoogle: signsInWithGoogle !== null,
      emailChoices: emailChoices ?? 'all optional emails on (never changed)',
    },
    profile: profile ?? null,
    uploadedImages,
    academicRecords: academic,
    studyPreferences: preferences ? { ...preferences, userId: undefined } : null,
    applications,
    timeline,
    chats: chatList,
    community,
    notifications: notificationList,
    shortlist,
    scholarships,
    calendarSubscription: calendarFeed
      ? { subscribed: true, since: calendarFeed.createdAt }
      : { subscribed: false },
    outcomesReported: outcomes,
    packagesAndPayments,
    consents,
    sessions: sessionList,
    emailsSentToYou: emails,
    contactFormMessages: contactForm,
    yourRecordedActions: ownActions,
    dataExports: exportsAsked,
  };
  return { data, files: exportFiles };
}

/** The bytes of one file of the export. */
export async function readExportFile(db: DbOrTx, source: ExportFile['source']): Promise<Uint8Array | null> {
  if (source.table === 'application_documents') {
    const [row] = await db
      .select({ data: applicationDocuments.data })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.documentId, source.documentId));
    return row?.data ?? null;
  }
  const [row] = await db.select({ data: files.data }).from(files).where(eq(files.fileId, source.fileId));
  return row?.data ?? null;
}
