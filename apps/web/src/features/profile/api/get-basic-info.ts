import type { BasicInfo } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getBasicInfo(): Promise<BasicInfo> {
  return (await api.get<BasicInfo>('profile/basicInfo')).data;
}

export const useBasicInfo = () => useQuery({ queryKey: profileKeys.basicInfo, queryFn: getBasicInfo });
