import type { Milestone, MilestoneStatusItem } from '@edupath/contract';

export const milestone = (milestoneId: number, order: number): Milestone => ({
  milestoneId,
  order,
  title: `Step ${order}`,
  remark: null,
});

export const milestoneStatus = (
  milestoneId: number,
  status: MilestoneStatusItem['status'],
  remark: string | null = null,
): MilestoneStatusItem => ({ milestoneId, status, remark, updatedAt: '2026-03-01T10:00:00.000Z' });
