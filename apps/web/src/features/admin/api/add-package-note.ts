import type { StaffPackageApplicationDetail } from '@edupath/contract';
import { api } from '../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

export const addPackageNote = (id: number, note: string) =>
  api.post<StaffPackageApplicationDetail>(`staff/package-applications/${id}/notes`, { note });

export const useAddPackageNote = (id: number) =>
  usePackageApplicationMutation(id, (note: string) => addPackageNote(id, note));
