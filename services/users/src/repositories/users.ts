import { SCOPES, type MemberKind, type MemberType, type Scope } from '@centre/contracts';
import { newId, pageOfRows, whereContains, now, type Knex, type Page } from '@centre/server-kit';

export type UserStatus = 'ACTIVE' | 'WITHDRAWN';

export interface User {
  id: string;
  username: string;
  passwordHash: string;
  name: string;
  email: string;
  phone: string;
  memberType: MemberType;
  memberKind: MemberKind;
  country: string;
  scopes: Scope[];
  status: UserStatus;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  username: string;
  passwordHash: string;
  name: string;
  email?: string;
  phone?: string;
  memberType: MemberType;
  memberKind: MemberKind;
  country?: string;
  scopes: Scope[];
}

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  phone: string;
  member_type: MemberType;
  member_kind: MemberKind;
  country: string;
  scopes: string;
  status: UserStatus;
  created_at: string;
  updated_at: string;
}

function fromRow(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    name: row.name,
    email: row.email,
    phone: row.phone,
    memberType: row.member_type,
    memberKind: row.member_kind,
    country: row.country,
    scopes: row.scopes.split(',').filter((s): s is Scope => (SCOPES as readonly string[]).includes(s)),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createUsersRepository(db: Knex) {
  return {
    async findActiveByUsername(username: string): Promise<User | null> {
      const row = await db<UserRow>('users').where({ username, status: 'ACTIVE' }).first();
      return row ? fromRow(row) : null;
    },

    /** Whether a username is taken by any account, withdrawn ones included (usernames are never reused). */
    async usernameExists(username: string): Promise<boolean> {
      return (await db<UserRow>('users').where({ username }).first('id')) !== undefined;
    },

    async findActiveById(id: string): Promise<User | null> {
      const row = await db<UserRow>('users').where({ id, status: 'ACTIVE' }).first();
      return row ? fromRow(row) : null;
    },

    async create(user: NewUser): Promise<User> {
      const timestamp = now();
      const row: UserRow = {
        id: newId(),
        username: user.username,
        password_hash: user.passwordHash,
        name: user.name,
        email: user.email ?? '',
        phone: user.phone ?? '',
        member_type: user.memberType,
        member_kind: user.memberKind,
        country: user.country ?? 'KR',
        scopes: user.scopes.join(','),
        status: 'ACTIVE',
        created_at: timestamp,
        updated_at: timestamp,
      };
      await db('users').insert(row);
      return fromRow(row);
    },

    async paginate(filter: { keyword?: string | undefined }, page: Page): Promise<{ users: User[]; total: number }> {
      const query = db<UserRow>('users').where({ status: 'ACTIVE' });
      if (filter.keyword) whereContains(query, ['username', 'name', 'email'], filter.keyword);
      const { rows, total } = await pageOfRows<UserRow>(query, page, [{ column: 'created_at', order: 'desc' }]);
      return { users: rows.map(fromRow), total };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
