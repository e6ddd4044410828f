import { DEMO_MEMBER_IDS, type Locale, type ReceiveConsent } from '@centre/contracts';
import { now, type FileStore, type Knex } from '@centre/server-kit';
import { hashPassword } from '../passwords.ts';
import { createConsentsRepository, RECEIVE_CONSENT_VERSION } from '../repositories/consents.ts';
import { createMemberFilesRepository } from '../repositories/member-files.ts';
import { createUsersRepository, type NewUser } from '../repositories/users.ts';

/** Demo makers of the district; all share a documented demo password. */
export const DEMO_MEMBER_PASSWORD = 'maker-demo-2026!';

/**
 * The term versions the content service's demo terms publish (services/content/src/seeds/terms.ts):
 * demo makers agreed to exactly these, so my page asks nothing until staff publish a new version.
 */
export const DEMO_TERMS_VERSIONS = { TERMS_OF_USE: '1.0', PRIVACY_POLICY: '1.1' } as const;

type DemoMember = Omit<NewUser, 'passwordHash' | 'scopes'> & { locale: Locale; receiveConsent: ReceiveConsent };

// Each phone (domestic) or e-mail (overseas) is the member's verified contact, as a sign-up leaves it.
const DEMO_MEMBERS: DemoMember[] = [
  { username: 'sewing01', name: '김봉제', email: 'sewing01@example.com', phone: '01012345678', memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', locale: 'ko', receiveConsent: { sms: true, email: true } },
  { username: 'dongdaemun7', name: '답십리패션(주)', email: 'office@dapsimni-fashion.example', phone: '0222125581', memberType: 'COMPANY', memberKind: 'DOMESTIC_INSTITUTION', locale: 'ko', receiveConsent: { sms: true, email: false } },
  { username: 'pattern22', name: '이패턴', email: 'pattern22@example.com', phone: '01098765432', memberType: 'PERSON', memberKind: 'DOMESTIC_PRIVATE', locale: 'ko', receiveConsent: { sms: false, email: false } },
  { username: 'tokyo2024', name: '佐藤 花子', email: 'hanako@example.jp', phone: '01055554444', memberType: 'PERSON', memberKind: 'OVERSEAS', country: 'JP', locale: 'jp', receiveConsent: { sms: false, email: true } },
];

/** Who the demo makers are, for the start without demo mode that switches them off. */
export const DEMO_MEMBER_USERNAMES: readonly string[] = DEMO_MEMBERS.map((member) => member.username);

/** A one-page PDF standing in for the demo company's business registration. */
const DEMO_BUSINESS_REGISTRATION = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Adds the demo makers with their consents (the demo term versions, and receive consent), and the
 * demo company's business registration when a file store is given. Running it again adds nothing;
 * demo makers from an older release gain the consents they lacked.
 */
export async function seedDemoMembers(db: Knex, files?: FileStore): Promise<{ created: number }> {
  const users = createUsersRepository(db);
  const consents = createConsentsRepository(db);
  const memberFiles = createMemberFilesRepository(db);
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  const at = now();
  let created = 0;
  for (const member of DEMO_MEMBERS) {
    const existing = await users.findActiveByUsername(member.username);
    if (!existing && (await users.usernameExists(member.username))) continue;
    const id = DEMO_MEMBER_IDS[member.username as keyof typeof DEMO_MEMBER_IDS];
    // A demo maker who withdrew keeps the id: the account is not made again.
    if (!existing && (await db('users').where({ id }).first())) continue;
    const account = existing ?? (await users.create({ ...member, id, passwordHash, scopes: ['member'] }, db, at));
    if (!existing) created++;
    if ((await consents.current(account.id)).length === 0) {
      await consents.record(
        account.id,
        [
          { code: 'TERMS_OF_USE', version: DEMO_TERMS_VERSIONS.TERMS_OF_USE, agreed: true },
          { code: 'PRIVACY_POLICY', version: DEMO_TERMS_VERSIONS.PRIVACY_POLICY, agreed: true },
          { code: 'RECEIVE_SMS', version: RECEIVE_CONSENT_VERSION, agreed: member.receiveConsent.sms },
          { code: 'RECEIVE_EMAIL', version: RECEIVE_CONSENT_VERSION, agreed: member.receiveConsent.email },
        ],
        account.createdAt,
      );
    }
    if (files && member.memberKind === 'DOMESTIC_INSTITUTION' && (await memberFiles.listFor(account.id)).length === 0) {
      const storedName = await files.put(DEMO_BUSINESS_REGISTRATION, 'application/pdf');
      const { file } = await memberFiles.put(account.id, { kind: 'BUSINESS_REGISTRATION', storedName, originalName: '사업자등록증.pdf', contentType: 'application/pdf', size: DEMO_BUSINESS_REGISTRATION.length }, at);
      await memberFiles.review(account.id, file._id, { state: 'APPROVED', validUntil: '2027-12-31', note: null }, at);
    }
  }
  return { created };
}
