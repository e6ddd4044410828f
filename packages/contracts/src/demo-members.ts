// The demo makers' account ids, fixed so that each service's demo seeds (users: the accounts;
// applications: their bookings) speak of the same people without asking each other at seed time.
// Only seeded with SEED_DEMO; a real account never has one of these ids (they are not random UUIDv7s).
export const DEMO_MEMBER_IDS = {
  sewing01: '0190a5a0-0000-7000-8000-00000000de01',
  dongdaemun7: '0190a5a0-0000-7000-8000-00000000de02',
  pattern22: '0190a5a0-0000-7000-8000-00000000de03',
  tokyo2024: '0190a5a0-0000-7000-8000-00000000de04',
} as const;
export type DemoMemberUsername = keyof typeof DEMO_MEMBER_IDS;
