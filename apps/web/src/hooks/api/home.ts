import { useQuery } from '@tanstack/react-query';
import type { HomeView, StaffHomeView } from '@verba/domain';
import { api } from '../../api/client';

/** `GET home`: the first-steps checklist and (finance roles) the balances. */
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => api.get<HomeView>('home', { signal, silent: true }),
  });
}

/** `GET staff/home`: what waits for the platform staff. */
export function useStaffHome() {
  return useQuery({
    queryKey: ['staff', 'home'],
    queryFn: ({ signal }) => api.get<StaffHomeView>('staff/home', { signal, silent: true }),
  });
}
