import type { SellerBusiness } from '@centre/contracts';
import type { Knex } from '@centre/server-kit';

interface ProfileRow {
  member_id: string;
  trade_name: string;
  representative: string;
  business_number: string;
  mail_order_number: string;
  address: string;
  phone: string;
  email: string;
  updated_at: string;
}

const viewOf = (row: ProfileRow): SellerBusiness => ({
  tradeName: row.trade_name,
  representative: row.representative,
  businessNumber: row.business_number,
  mailOrderNumber: row.mail_order_number,
  address: row.address,
  phone: row.phone,
  email: row.email,
});

/** Sellers' legally required information (상호, 대표자, 사업자등록번호, 통신판매업 신고번호, address, contact). */
export function createSellerProfilesRepository(db: Knex) {
  return {
    async find(memberId: string): Promise<SellerBusiness | null> {
      const row = (await db<ProfileRow>('seller_profiles').where({ member_id: memberId }).first()) as ProfileRow | undefined;
      return row ? viewOf(row) : null;
    },

    async save(memberId: string, profile: SellerBusiness, at: string): Promise<void> {
      const row = {
        trade_name: profile.tradeName,
        representative: profile.representative,
        business_number: profile.businessNumber,
        mail_order_number: profile.mailOrderNumber,
        address: profile.address,
        phone: profile.phone,
        email: profile.email,
        updated_at: at,
      };
      await db('seller_profiles').insert({ member_id: memberId, ...row }).onConflict('member_id').merge(row);
    },
  };
}
export type SellerProfilesRepository = ReturnType<typeof createSellerProfilesRepository>;

/**
 * Whether a 사업자등록번호 (000-00-00000) carries its check digit: the first nine digits weighted
 * 1,3,7,1,3,7,1,3,5, plus the tens of the ninth times five; the tenth digit makes the sum a multiple of ten.
 */
export function businessNumberValid(value: string): boolean {
  const digits = value.replace(/-/g, '').split('').map(Number);
  if (digits.length !== 10 || digits.some((digit) => !Number.isInteger(digit))) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  sum += Math.floor((digits[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}
