import type { AdmissionApplication, StaffApplicationDetail } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createCourse } from '../../test/applications-factories';
import { studentOf } from '../../test/console-factories';
import type { signedIn } from '../../test/factories';
import type { apiClient } from '../../test/http';
import { startStaffTestApp } from '../../test/milestones-app';

// The student's own answer carries the status staff set and the advisor's note on it, the same
// words the notification sent (docs/applications-and-timeline.md#the-students-view).

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let advisor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ({ t, api, advisor } = await startStaffTestApp());
});
afterAll(() => t.close());

const student = () => studentOf(t.database.db, api, advisor.user.userId);

const changeStatus = (id: number, body: unknown) =>
  api.patch<StaffApplicationDetail>(`staff/applications/${id}/status`, { token: advisor.token, body });

describe("the advisor's note in the student's answer", () => {
  it('carries Under Review and its note to the student (list and page), never to another student', async () => {
    const course = await createCourse(t.database.db);
    const [a, b] = [await student(), await student()];
    const applied = await api.post<AdmissionApplication>('admission', {
      token: a.token,
      body: { courseId: course.courseId },
    });
    const id = applied.body.data.admissionApplicationId;
    const note = 'Please upload your IELTS certificate.';
    expect((await changeStatus(id, { status: 'Under Review', remark: note })).status).toBe(200);

    const own = await api.get<AdmissionApplication>(`admission/${id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ admissionApplicationId: id, status: 'Under Review', remark: note });
    const list = await api.get<AdmissionApplication[]>('admission', { token: a.token });
    expect(list.body.data.find((x) => x.admissionApplicationId === id)).toMatchObject({
      status: 'Under Review',
      remark: note,
    });

    // Another student (same advisor) sees neither the application nor its note.
    const other = await api.get(`admission/${id}`, { token: b.token });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(note);
    const otherList = await api.get<AdmissionApplication[]>('admission', { token: b.token });
    expect(otherList.body.data).toEqual([]);

    // The note is the one on the latest change: a decision without one leaves none.
    expect((await changeStatus(id, { status: 'Accepted' })).status).toBe(200);
    const decided = await api.get<AdmissionApplication>(`admission/${id}`, { token: a.token });
    expect(decided.body.data).toMatchObject({ status: 'Accepted', remark: null });
  });
});
