// What sign-in, sessions and the access guards answer when they refuse, in the caller's language
// (Accept-Language): the gateway's /api/auth/* and every process's member and console guards. One
// table, so a Korean page never shows an English refusal, and a test walks every entry.
import type { Locale } from './enums.ts';

type Words = Record<Locale, string>;

/** Each refusal's words; `{name}` stands for a parameter (minutes, role). */
export const ACCESS_ERROR_TEXTS = {
  SIGN_IN_MALFORMED: {
    ko: '로그인 정보를 읽을 수 없습니다. 아이디와 비밀번호를 다시 입력해 주세요.',
    en: 'The sign-in request could not be read. Please enter your username and password again.',
    cn: '无法读取登录信息。请重新输入用户名和密码。',
    jp: 'ログイン情報を読み取れません。IDとパスワードをもう一度入力してください。',
  },
  SIGN_IN_WRONG: {
    ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
    en: 'The username or password is incorrect.',
    cn: '用户名或密码不正确。',
    jp: 'IDまたはパスワードが正しくありません。',
  },
  SIGN_IN_THROTTLED: {
    ko: '로그인 시도가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.',
    en: 'Too many sign-in attempts. Please try again in {minutes} {minuteWord}.',
    cn: '登录尝试次数过多。请在{minutes}分钟后重试。',
    jp: 'ログインの試行回数が多すぎます。{minutes}分後にもう一度お試しください。',
  },
  SIGN_IN_UNAVAILABLE: {
    ko: '지금은 로그인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Sign-in is unavailable for a moment. Please try again shortly.',
    cn: '暂时无法登录。请稍后重试。',
    jp: '現在ログインできません。しばらくしてからもう一度お試しください。',
  },
  TWO_STEP_CODE_WRONG: {
    ko: '인증 코드가 올바르지 않습니다.',
    en: 'The code is not correct.',
    cn: '验证码不正确。',
    jp: 'コードが正しくありません。',
  },
  TWO_STEP_EXPIRED: {
    ko: '로그인 시간이 지났습니다. 아이디와 비밀번호를 다시 입력해 주세요.',
    en: 'The sign-in has expired. Please enter your username and password again.',
    cn: '登录已过期。请重新输入用户名和密码。',
    jp: 'ログインの有効期限が切れました。IDとパスワードをもう一度入力してください。',
  },
  REFRESH_TOKEN_REQUIRED: {
    ko: '로그인이 필요합니다. 다시 로그인해 주세요.',
    en: 'A sign-in is required: send the refresh token as a Bearer token, or sign in again.',
    cn: '需要登录。请重新登录。',
    jp: 'ログインが必要です。もう一度ログインしてください。',
  },
  SESSION_ENDED: {
    ko: '로그인 세션이 끝났습니다. 다시 로그인해 주세요.',
    en: 'The session has ended. Please sign in again.',
    cn: '登录会话已结束。请重新登录。',
    jp: 'セッションが終了しました。もう一度ログインしてください。',
  },
  SESSION_NOT_FOUND: {
    ko: '회원님의 로그인 기기 중에 해당 세션이 없습니다.',
    en: 'No such session among yours.',
    cn: '您的登录设备中没有该会话。',
    jp: 'お客様のログイン中の端末に該当するセッションがありません。',
  },
  SESSION_UNNAMED: {
    ko: '이 로그인으로는 세션을 알 수 없습니다. 다시 로그인한 뒤 시도해 주세요.',
    en: 'This access token names no session: sign in again, then retry.',
    cn: '无法通过此次登录识别会话。请重新登录后再试。',
    jp: 'このログインではセッションを特定できません。もう一度ログインしてからお試しください。',
  },
  UNAUTHORIZED: {
    ko: '로그인이 필요합니다.',
    en: 'Login is required.',
    cn: '需要登录。',
    jp: 'ログインが必要です。',
  },
  TOKEN_INVALID: {
    ko: '로그인이 만료되었거나 올바르지 않습니다. 다시 로그인해 주세요.',
    en: 'The access token is invalid or expired.',
    cn: '登录已过期或无效。请重新登录。',
    jp: 'ログインの有効期限が切れたか、無効です。もう一度ログインしてください。',
  },
  FORBIDDEN: {
    ko: '접근 권한이 없습니다.',
    en: 'You do not have permission for this.',
    cn: '您没有访问权限。',
    jp: 'アクセス権限がありません。',
  },
  ROLE_FORBIDDEN: {
    ko: '담당 역할({role})로는 콘솔의 이 메뉴를 사용할 수 없습니다.',
    en: 'Your staff role ({role}) does not include this part of the console.',
    cn: '您的职员角色（{role}）不包括控制台的这一部分。',
    jp: 'ご担当（{role}）ではコンソールのこの部分を利用できません。',
  },
  NO_STAFF_ROLE: {
    ko: '이 계정에는 직원 역할이 없습니다.',
    en: 'This account has no staff role.',
    cn: '此账户没有职员角色。',
    jp: 'このアカウントには担当が設定されていません。',
  },
  TWO_STEP_ENROL_REQUIRED: {
    ko: '직원은 2단계 로그인을 사용해야 합니다. 먼저 비밀번호 화면에서 설정해 주세요.',
    en: 'Two-step sign-in is required for staff: set it up on the password page first.',
    cn: '职员必须使用两步登录。请先在密码页面进行设置。',
    jp: 'スタッフは2段階ログインが必要です。先にパスワード画面で設定してください。',
  },
} as const satisfies Record<string, Words>;

export type AccessErrorKey = keyof typeof ACCESS_ERROR_TEXTS;
export const ACCESS_ERROR_KEYS = Object.keys(ACCESS_ERROR_TEXTS) as AccessErrorKey[];

/** A refusal's words in every language, its parameters filled in. */
export function accessErrorWords(key: AccessErrorKey, params: Record<string, string | number> = {}): Words {
  const fill = (text: string, locale: Locale) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => {
      // English alone needs a plural: "1 minute", "5 minutes".
      if (name === 'minuteWord' && locale === 'en') return Number(params.minutes) === 1 ? 'minute' : 'minutes';
      return String(params[name] ?? '');
    });
  const texts = ACCESS_ERROR_TEXTS[key];
  return { ko: fill(texts.ko, 'ko'), en: fill(texts.en, 'en'), cn: fill(texts.cn, 'cn'), jp: fill(texts.jp, 'jp') };
}
