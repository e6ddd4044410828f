import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUCTION_ORDER_PATH, AUCTION_PATHS, type AuctionOrderInput, type MyBid, type MyBidStanding, type OrderDetail } from '@centre/contracts';
import { api } from '@centre/platform';

export const MY_BIDS_PAGE_SIZE = 10;

/** The works I bid on and where I stand on each, newest first, a page at a time; a standing narrows it. */
export function useMyBids(offset: number, standing: MyBidStanding | null) {
  return useQuery({
    queryKey: ['mypage', 'bids', standing, offset],
    queryFn: async () =>
      (await api.get<{ bids: MyBid[]; summary: { total: number }; serverTime: string }>(AUCTION_PATHS.myBids, {
        params: { limit: MY_BIDS_PAGE_SIZE, offset, ...(standing ? { standing } : {}) },
      })).data,
    placeholderData: keepPreviousData,
  });
}

/** The won work I am paying for (my won bids, the deadline and payment as the auction has them). */
export function useMyWin(workId: string) {
  return useQuery({
    queryKey: ['mypage', 'bids', 'WON', 'one', workId],
    queryFn: async () => {
      const { data } = await api.get<{ bids: MyBid[]; serverTime: string }>(AUCTION_PATHS.myBids, { params: { limit: 100, offset: 0, standing: 'WON' } });
      return { win: data.bids.find((bid) => bid.work._id === workId) ?? null, serverTime: data.serverTime };
    },
  });
}

/** Orders the won work through the shop at the hammer price; answers the shop's order (the one under way, if any). */
export function useOrderWin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AuctionOrderInput) => (await api.post<OrderDetail>(AUCTION_ORDER_PATH, input)).data.order,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mypage', 'bids'] }),
  });
}
