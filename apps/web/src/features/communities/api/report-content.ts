import { communityEndpoints, type ReportContentInput } from '@edupath/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /community/report: one report per user per item; a second answers 409 (docs/communities.md). */
export const reportContent = async (input: ReportContentInput) =>
  (await call(communityEndpoints.report, { body: input })).message;

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
