import type { ContentReportReceipt, ReportContentInput } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /community/report: one report per user per item; a second answers 409 (docs/communities.md). */
export const reportContent = async (input: ReportContentInput) =>
  (await api.post<ContentReportReceipt>('community/report', input)).message;

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
