import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_PATHS, type Coupon, type CouponInput, type CouponIssueAnswer, type CouponIssueInput, type LoyaltySettings, type LoyaltySettingsAnswer, type PointAdjustment } from '@centre/contracts';
import { api } from '@centre/platform';
import { shopKeys } from './keys.ts';

export function useCoupons() {
  return useQuery({
    queryKey: shopKeys.coupons,
    queryFn: async ({ signal }) => (await api.get<{ coupons: Coupon[] }>(SHOP_PATHS.consoleCoupons, { signal })).data.coupons,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CouponInput) => (await api.post<{ coupon: Coupon }>(SHOP_PATHS.consoleCoupons, input)).data.coupon,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.coupons }),
  });
}

/** Issues a coupon to members and levels; answers the coupon and how many grants are new. */
export function useIssueCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ couponId, input }: { couponId: string; input: CouponIssueInput }) => (await api.post<CouponIssueAnswer>(`${SHOP_PATHS.consoleCoupons}/${encodeURIComponent(couponId)}/issue`, input)).data,
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.coupons }),
  });
}

/** The point rate of each level, how long points last, and the centre's levels by name. */
export function useLoyalty() {
  return useQuery({
    queryKey: shopKeys.loyalty,
    queryFn: async ({ signal }) => (await api.get<LoyaltySettingsAnswer>(SHOP_PATHS.consoleLoyalty, { signal })).data,
  });
}

export function useSaveLoyalty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: LoyaltySettings) => (await api.put<LoyaltySettingsAnswer>(SHOP_PATHS.consoleLoyalty, settings)).data,
    onSuccess: (answer) => client.setQueryData(shopKeys.loyalty, answer),
  });
}

/** Adds or takes a member's points with a reason; answers the member's new balance. */
export function useAdjustPoints() {
  return useMutation({
    mutationFn: async (adjustment: PointAdjustment) => (await api.post<{ balance: number }>(SHOP_PATHS.consolePoints, adjustment)).data.balance,
  });
}
