import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAIR_PATHS,
  MEMBER_PATHS,
  type BuyerRegistration,
  type ExhibitorApplication,
  type ExhibitorSuggestions,
  type FairDetail,
  type FairList,
  type FairProduct,
  type FairProductInput,
  type FairProductList,
  type IntroductionInput,
  type MakerImageKind,
  type Meeting,
  type MeetingList,
  type MeetingOutcomeInput,
  type MeetingStatus,
  type MemberFile,
  type MyFairList,
  type MySchedule,
  type OwnIntroductionAnswer,
} from '@centre/contracts';
import { api } from '@centre/platform';

export const FAIRS_KEY = ['mypage', 'fairs'] as const;
export const MATCHINGS_PAGE_SIZE = 10;

// ---- Company profile and its pictures

export function useOwnIntroduction() {
  return useQuery({ queryKey: [...FAIRS_KEY, 'introduction'], queryFn: async () => (await api.get<OwnIntroductionAnswer>(FAIR_PATHS.ownIntroduction)).data.introduction });
}

export function useSaveIntroduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IntroductionInput) => (await api.put<OwnIntroductionAnswer>(FAIR_PATHS.ownIntroduction, input)).data.introduction,
    onSuccess: (saved) => queryClient.setQueryData([...FAIRS_KEY, 'introduction'], saved),
  });
}

/** The member's current files (the logo and photo among them), from the users service. */
export function useMemberFiles() {
  return useQuery({ queryKey: [...FAIRS_KEY, 'files'], queryFn: async () => (await api.get<{ files: MemberFile[] }>(MEMBER_PATHS.files)).data.files });
}

/** A logo or photo through the users service's upload route; `onProgress` gets 0–1 as the bytes go out. */
export function useUploadPicture(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file, onProgress }: { kind: MakerImageKind; file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.post(MEMBER_PATHS.upload(memberId, kind === 'logo' ? 'LOGO' : 'PHOTO'), form, {
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'files'] }),
  });
}

// ---- Fairs and taking part

export function useMyFairs() {
  return useQuery({ queryKey: [...FAIRS_KEY, 'mine'], queryFn: async () => (await api.get<MyFairList>(FAIR_PATHS.myFairs, { params: { limit: 100 } })).data.fairs });
}

/** Published fairs not yet over (upcoming and in progress), where one may still apply or register. */
export function useOpenFairs() {
  return useQuery({
    queryKey: [...FAIRS_KEY, 'open'],
    queryFn: async () => {
      const [planned, running] = await Promise.all(
        (['PLANNED', 'IN_PROGRESS'] as const).map(async (status) => (await api.get<FairList>(FAIR_PATHS.fairs, { params: { status, limit: 100 } })).data.fairs),
      );
      return [...(planned ?? []), ...(running ?? [])];
    },
  });
}

export function useFair(id: string) {
  return useQuery({ queryKey: [...FAIRS_KEY, 'fair', id], queryFn: async () => (await api.get<{ fair: FairDetail }>(FAIR_PATHS.fair(id))).data.fair });
}

export function useApplyAsExhibitor(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ExhibitorApplication) => (await api.post(FAIR_PATHS.exhibitorApplication(fair), input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'mine'] }),
  });
}

export function useRegisterAsBuyer(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BuyerRegistration) => (await api.post(FAIR_PATHS.buyerRegistration(fair), input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'mine'] }),
  });
}

// ---- My fair products (approved exhibitors)

export function useMyProducts(fair: string, exhibitor: string | null) {
  return useQuery({
    queryKey: [...FAIRS_KEY, 'products', fair, exhibitor],
    enabled: exhibitor !== null,
    queryFn: async () => (await api.get<FairProductList>(FAIR_PATHS.products(fair), { params: { exhibitor, limit: 100 } })).data.products,
  });
}

export function useSaveProduct(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: FairProductInput }) =>
      id
        ? (await api.put<{ product: FairProduct }>(FAIR_PATHS.product(fair, id), input)).data.product
        : (await api.post<{ product: FairProduct }>(FAIR_PATHS.products(fair), input)).data.product,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'products', fair] }),
  });
}

export function useDeleteProduct(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(FAIR_PATHS.product(fair, id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'products', fair] }),
  });
}

/** A photo of one of my fair products (multipart, field `file`); `onProgress` gets 0–1 as the bytes go out. */
export function useUploadProductPhoto(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, file, onProgress }: { product: string; file: File; onProgress: (share: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await api.post<{ product: FairProduct }>(FAIR_PATHS.productPhotos(fair, product), form, {
        onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
      })).data.product;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'products', fair] }),
  });
}

export function useRemoveProductPhoto(fair: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, photo }: { product: string; photo: string }) => (await api.delete<{ product: FairProduct }>(FAIR_PATHS.productPhoto(fair, product, photo))).data.product,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...FAIRS_KEY, 'products', fair] }),
  });
}

// ---- Schedule and meetings

export function useSchedule(fair: string, enabled: boolean) {
  return useQuery({ queryKey: [...FAIRS_KEY, 'schedule', fair], enabled, queryFn: async () => (await api.get<MySchedule>(FAIR_PATHS.schedule(fair))).data });
}

export function useMatchings(offset: number, status: MeetingStatus | undefined) {
  return useQuery({
    queryKey: [...FAIRS_KEY, 'matchings', offset, status],
    queryFn: async () => (await api.get<MeetingList>(FAIR_PATHS.matchings, { params: { limit: MATCHINGS_PAGE_SIZE, offset, ...(status ? { status } : {}) } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Answer, cancel: each changes a meeting and both sides' schedules. */
export function useMeetingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'accept' | 'decline' | 'cancel' }) =>
      action === 'cancel'
        ? (await api.post<{ matching: Meeting }>(FAIR_PATHS.matchingCancel(id))).data.matching
        : (await api.put<{ matching: Meeting }>(FAIR_PATHS.matchingAnswer(id), { accept: action === 'accept' })).data.matching,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAIRS_KEY }),
  });
}

export function useRecordOutcome() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: MeetingOutcomeInput }) => (await api.put(FAIR_PATHS.matchingOutcome(id), input)).data,
  });
}


/** Exhibitors suggested to me as an approved buyer of this fair (best first). */
export function useSuggestions(fair: string, enabled: boolean) {
  return useQuery({ queryKey: [...FAIRS_KEY, 'suggestions', fair], enabled, queryFn: async () => (await api.get<ExhibitorSuggestions>(FAIR_PATHS.suggestions(fair))).data.suggestions });
}
