import { type BasicInfo, profileEndpoints } from '@edupath/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export async function getBasicInfo(): Promise<BasicInfo> {
  return (await call(profileEndpoints.basicInfo)).data;
}

export const useBasicInfo = () => useQuery({ queryKey: profileKeys.basicInfo, queryFn: getBasicInfo });
