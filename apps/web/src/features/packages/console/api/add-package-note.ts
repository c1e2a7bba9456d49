import { staffPackageEndpoints as E } from '@edupath/contract/packages-endpoints';
import { call } from '../../../../lib/api-client';
import { usePackageApplicationMutation } from './package-application-mutation';

export const addPackageNote = (packageApplicationId: number, note: string) =>
  call(E.addNote, { params: { packageApplicationId }, body: { note } });

export const useAddPackageNote = (id: number) =>
  usePackageApplicationMutation(id, (note: string) => addPackageNote(id, note));
