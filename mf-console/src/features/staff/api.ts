import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_STAFF_PATHS, type PasswordChange, type RecoveryCodes, type StaffCreate, type StaffList, type StaffResponse, type StaffSecurity, type StaffUpdate, type TwoStepDisable, type RecoveryCodesRenewal, type TwoStepEnrolment, type TwoStepStatus } from '@centre/contracts';
import { api } from '@centre/platform';
import type { ListParams } from '../../components/use-list-params.ts';

export const STAFF_PAGE_SIZE = 20;
/** The staff list's filters in the address. */
export const STAFF_FILTERS = ['role', 'status'] as const;

const staffKey = ['staff'] as const;
const twoStepKey = ['two-step'] as const;

export function useStaffList(params: ListParams) {
  return useQuery({
    queryKey: [...staffKey, 'list', params],
    queryFn: async ({ signal }) => {
      const query = { limit: STAFF_PAGE_SIZE, offset: (params.page - 1) * STAFF_PAGE_SIZE, ...(params.keyword ? { keyword: params.keyword } : {}), ...params.filters };
      return (await api.get<StaffList>(CONSOLE_STAFF_PATHS.staff, { params: query, signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(id: string | undefined) {
  return useQuery({
    queryKey: [...staffKey, 'one', id],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => (await api.get<StaffResponse>(`${CONSOLE_STAFF_PATHS.staff}/${encodeURIComponent(id ?? '')}`, { signal })).data.staff,
  });
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StaffCreate) => (await api.post<StaffResponse>(CONSOLE_STAFF_PATHS.staff, input)).data.staff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useUpdateStaff(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StaffUpdate) => (await api.put<StaffResponse>(`${CONSOLE_STAFF_PATHS.staff}/${encodeURIComponent(id)}`, input)).data.staff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useResetTwoStep(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<StaffResponse>(`${CONSOLE_STAFF_PATHS.staff}/${encodeURIComponent(id)}/two-step/reset`)).data.staff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useStaffSecurity() {
  return useQuery({ queryKey: [...staffKey, 'security'], queryFn: async ({ signal }) => (await api.get<StaffSecurity>(CONSOLE_STAFF_PATHS.security, { signal })).data });
}

export function useSaveStaffSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: StaffSecurity) => (await api.put<StaffSecurity>(CONSOLE_STAFF_PATHS.security, input)).data,
    onSuccess: (data) => client.setQueryData([...staffKey, 'security'], data),
  });
}

// --- The signed-in staff member's own account.

export function useChangePassword() {
  return useMutation({ mutationFn: async (input: PasswordChange) => void (await api.put(CONSOLE_STAFF_PATHS.password, input)) });
}

export function useTwoStepStatus() {
  return useQuery({ queryKey: twoStepKey, queryFn: async ({ signal }) => (await api.get<TwoStepStatus>(CONSOLE_STAFF_PATHS.twoStep, { signal })).data });
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: async () => (await api.post<TwoStepEnrolment>(CONSOLE_STAFF_PATHS.twoStepEnrolment)).data });
}

export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await api.post<RecoveryCodes>(CONSOLE_STAFF_PATHS.twoStep, { code })).data.recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: twoStepKey }),
  });
}

export function useDisableTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoStepDisable) => void (await api.post(CONSOLE_STAFF_PATHS.twoStepDisable, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: twoStepKey }),
  });
}

/** Ten new recovery codes in place of the old ones (the password and a code from the app). */
export function useRenewRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecoveryCodesRenewal) => (await api.post<RecoveryCodes>(CONSOLE_STAFF_PATHS.recoveryCodes, input)).data.recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: twoStepKey }),
  });
}
