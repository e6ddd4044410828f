// The spec's validation messages (§5) in the four languages, keyed by rule code, and the one way a
// field error is worked out from a schema. The server answers a 400 with these words (chosen by
// Accept-Language) and the browser shows the same words before it sends anything.
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_LOCALE, type Locale } from './enums.ts';

export const RULE_CODES = [
  'ENTER_KEYWORD',
  'ENTER_PHONE',
  'ENTER_CODE',
  'ENTER_NAME',
  'ENTER_NAME_OR_INSTITUTION',
  'ENTER_EMAIL',
  'ENTER_CONTENT',
  'ENTER_PASSWORD',
  'ATTACH_FILE',
  'DIGITS_ONLY',
  'REQUIRED',
  'VERIFY_FIRST',
  'USERNAME_RULE',
  'PASSWORD_RULE',
  'PASSWORD_COMMON',
  'SAME_PASSWORD',
  'REGISTERED_PHONE_NEEDED',
  'REGISTERED_EMAIL_NEEDED',
  'MAX_LENGTH',
  'AGREE_ALL_TERMS',
  'AGREE_REQUIRED_TERMS',
  'TERMS_VERSION_OUTDATED',
  'EMAIL_FORMAT',
  'PHONE_FORMAT',
  'MOBILE_ONLY',
  'CODE_FORMAT',
  'COUNTRY_RULE',
  'INVALID_VALUE',
  'USERNAME_TAKEN',
  'USERNAME_RESERVED',
  'PHONE_TAKEN',
  'EMAIL_TAKEN',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'TOO_MANY_REQUESTS',
  'SMS_UNAVAILABLE',
  'VERIFICATION_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_UNCHANGED',
  'FILE_TYPE',
  'FILE_TOO_LARGE',
  'FILES_QUOTA',
  'BODY_UNREADABLE',
  'INTERNATIONAL_PHONE',
  'SMS_KOREAN_MOBILE_ONLY',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

/** `{max}` and `{seconds}` are filled from the error's parameters. */
export const VALIDATION_MESSAGES: Record<RuleCode, Record<Locale, string>> = {
  ENTER_KEYWORD: { ko: '검색어를 입력해 주세요.', en: 'Please enter a keyword.', cn: '请输入关键词。', jp: 'キーワードを入力してください。' },
  ENTER_PHONE: { ko: '휴대폰 번호를 입력해 주세요.', en: 'Please enter your phone number.', cn: '请输入手机号码。', jp: '電話番号を入力してください。' },
  ENTER_CODE: { ko: '인증번호를 입력해 주세요.', en: 'Please enter the verification code.', cn: '请输入验证码。', jp: '認証番号を入力してください。' },
  ENTER_NAME: { ko: '이름을 입력해 주세요.', en: 'Please enter your name.', cn: '请输入姓名。', jp: '名前を入力してください。' },
  ENTER_NAME_OR_INSTITUTION: {
    ko: '이름 또는 기관명을 입력해 주세요.',
    en: 'Please enter your name or the institution name.',
    cn: '请输入姓名或机构名称。',
    jp: '名前または機関名を入力してください。',
  },
  ENTER_EMAIL: { ko: '이메일을 입력해 주세요.', en: 'Please enter your e-mail address.', cn: '请输入电子邮箱。', jp: 'メールアドレスを入力してください。' },
  ENTER_CONTENT: { ko: '내용을 입력해 주세요.', en: 'Please enter the content.', cn: '请输入内容。', jp: '内容を入力してください。' },
  ENTER_PASSWORD: { ko: '비밀번호를 입력해 주세요.', en: 'Please enter your password.', cn: '请输入密码。', jp: 'パスワードを入力してください。' },
  ATTACH_FILE: { ko: '파일을 첨부해 주세요.', en: 'Please attach a file.', cn: '请添加附件。', jp: 'ファイルを添付してください。' },
  DIGITS_ONLY: {
    ko: '하이픈(-) 없이 숫자만 입력해 주세요.',
    en: 'Please enter digits only, without hyphens.',
    cn: '请只输入数字，不要输入连字符（-）。',
    jp: 'ハイフン（-）なしで数字のみ入力してください。',
  },
  REQUIRED: { ko: '필수 입력 항목입니다.', en: 'This field is required.', cn: '此项为必填项。', jp: '必須入力項目です。' },
  VERIFY_FIRST: { ko: '본인인증을 먼저 진행해 주세요.', en: 'Please complete verification first.', cn: '请先完成身份验证。', jp: '先に本人認証を行ってください。' },
  USERNAME_RULE: {
    ko: '아이디는 영문과 숫자를 포함하여 5자 이상이어야 합니다.',
    en: 'The username needs at least 5 characters including letters and digits.',
    cn: '用户名至少需要5个字符，且包含字母和数字。',
    jp: 'IDは英字と数字を含む5文字以上で入力してください。',
  },
  PASSWORD_RULE: {
    ko: '비밀번호는 영문, 숫자, 특수문자를 포함하여 10자 이상이어야 합니다.',
    en: 'The password needs at least 10 characters including letters, digits and special symbols.',
    cn: '密码至少需要10个字符，且包含字母、数字和特殊符号。',
    jp: 'パスワードは英字・数字・記号を含む10文字以上で入力してください。',
  },
  PASSWORD_COMMON: {
    ko: '너무 흔하거나 유출된 적이 있는 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    en: 'This password is too common or has appeared in data breaches. Please choose another.',
    cn: '该密码过于常见或已在数据泄露中出现，请换一个密码。',
    jp: 'このパスワードはよく使われているか、流出したことがあります。別のパスワードを入力してください。',
  },
  SAME_PASSWORD: { ko: '동일한 비밀번호를 입력해 주세요.', en: 'Please enter the same password again.', cn: '请再次输入相同的密码。', jp: '同じパスワードを入力してください。' },
  REGISTERED_PHONE_NEEDED: {
    ko: '아이디/비밀번호 찾기를 위해서는 회원가입 시 등록한 휴대폰 번호가 필요합니다.',
    en: 'The phone number registered at sign-up is needed to find your username or password.',
    cn: '查找用户名或密码需要注册时登记的手机号码。',
    jp: 'ID・パスワードの検索には会員登録時に登録した電話番号が必要です。',
  },
  REGISTERED_EMAIL_NEEDED: {
    ko: '아이디/비밀번호 찾기를 위해서는 회원가입 시 등록한 이메일이 필요합니다.',
    en: 'The e-mail address registered at sign-up is needed to find your username or password.',
    cn: '查找用户名或密码需要注册时登记的电子邮箱。',
    jp: 'ID・パスワードの検索には会員登録時に登録したメールアドレスが必要です。',
  },
  MAX_LENGTH: { ko: '최대 {max}자까지 입력할 수 있습니다.', en: 'Up to {max} characters.', cn: '最多可输入{max}个字符。', jp: '最大{max}文字まで入力できます。' },
  AGREE_ALL_TERMS: { ko: '전체 약관에 동의합니다.', en: 'I agree to all terms.', cn: '同意全部条款。', jp: 'すべての規約に同意します。' },
  AGREE_REQUIRED_TERMS: {
    ko: '필수 약관에 동의해 주세요.',
    en: 'Please agree to the required terms.',
    cn: '请同意必选条款。',
    jp: '必須規約に同意してください。',
  },
  TERMS_VERSION_OUTDATED: {
    ko: '약관이 변경되었습니다. 최신 약관을 확인하고 다시 동의해 주세요.',
    en: 'The terms have changed. Please read the current terms and agree again.',
    cn: '条款已更新，请阅读最新条款后重新同意。',
    jp: '規約が変更されました。最新の規約を確認して再度同意してください。',
  },
  EMAIL_FORMAT: { ko: '올바른 이메일 주소를 입력해 주세요.', en: 'Please enter a valid e-mail address.', cn: '请输入有效的电子邮箱。', jp: '正しいメールアドレスを入力してください。' },
  PHONE_FORMAT: {
    ko: '올바른 휴대폰 번호를 입력해 주세요.',
    en: 'Please enter a valid phone number.',
    cn: '请输入有效的手机号码。',
    jp: '正しい電話番号を入力してください。',
  },
  INTERNATIONAL_PHONE: {
    ko: '국가번호를 포함한 전화번호를 입력해 주세요. 예: +33 6 12 34 56 78',
    en: 'Please enter your number with its country code, e.g. +33 6 12 34 56 78.',
    cn: '请输入带国家代码的电话号码，例如 +33 6 12 34 56 78。',
    jp: '国番号を含めて電話番号を入力してください。例：+33 6 12 34 56 78',
  },
  SMS_KOREAN_MOBILE_ONLY: {
    ko: '문자는 한국 휴대폰 번호로만 보낼 수 있습니다. 해외 번호라면 이메일이나 전화 연락을 골라 주세요.',
    en: 'Text messages go to Korean mobile numbers only. With an overseas number, choose e-mail or a phone call.',
    cn: '短信只能发送到韩国手机号码。如使用海外号码，请选择电子邮件或电话联系。',
    jp: 'SMSは韓国の携帯電話番号にのみ送信できます。海外の番号の場合は、メールまたは電話連絡を選んでください。',
  },
  MOBILE_ONLY: {
    ko: '인증번호는 휴대폰 번호(010, 011, 016, 017, 018, 019)로만 받을 수 있습니다.',
    en: 'Codes can only be sent to Korean mobile numbers (010, 011, 016, 017, 018, 019).',
    cn: '验证码只能发送到韩国手机号码（010、011、016、017、018、019）。',
    jp: '認証番号は韓国の携帯電話番号（010、011、016、017、018、019）にのみ送信できます。',
  },
  CODE_FORMAT: { ko: '인증번호 6자리를 입력해 주세요.', en: 'Please enter the 6-digit code.', cn: '请输入6位验证码。', jp: '6桁の認証番号を入力してください。' },
  COUNTRY_RULE: { ko: '거주 국가를 선택해 주세요.', en: 'Please choose your country of residence.', cn: '请选择居住国家。', jp: '居住国を選択してください。' },
  INVALID_VALUE: { ko: '입력값을 확인해 주세요.', en: 'Please check this value.', cn: '请检查输入内容。', jp: '入力内容を確認してください。' },
  USERNAME_TAKEN: { ko: '이미 사용 중인 아이디입니다.', en: 'This username is already taken.', cn: '该用户名已被使用。', jp: 'このIDはすでに使用されています。' },
  USERNAME_RESERVED: {
    ko: '사용할 수 없는 아이디입니다.',
    en: 'This username cannot be used.',
    cn: '该用户名无法使用。',
    jp: 'このIDは使用できません。',
  },
  PHONE_TAKEN: {
    ko: '이미 가입된 휴대폰 번호입니다. 아이디 찾기를 이용해 주세요.',
    en: 'This phone number already belongs to a member. Please use "find username".',
    cn: '该手机号码已注册，请使用"查找用户名"。',
    jp: 'この電話番号はすでに登録されています。ID検索をご利用ください。',
  },
  EMAIL_TAKEN: {
    ko: '이미 가입된 이메일입니다. 아이디 찾기를 이용해 주세요.',
    en: 'This e-mail address already belongs to a member. Please use "find username".',
    cn: '该电子邮箱已注册，请使用"查找用户名"。',
    jp: 'このメールアドレスはすでに登録されています。ID検索をご利用ください。',
  },
  CODE_WRONG: { ko: '인증번호가 일치하지 않습니다.', en: 'The verification code is not correct.', cn: '验证码不正确。', jp: '認証番号が一致しません。' },
  CODE_EXPIRED: {
    ko: '인증번호가 만료되었습니다. 다시 요청해 주세요.',
    en: 'The verification code has expired. Please request a new one.',
    cn: '验证码已过期，请重新获取。',
    jp: '認証番号の有効期限が切れました。再度リクエストしてください。',
  },
  CODE_TOO_MANY_TRIES: {
    ko: '인증번호 입력 횟수를 초과했습니다. 다시 요청해 주세요.',
    en: 'Too many wrong codes. Please request a new one.',
    cn: '验证码输入错误次数过多，请重新获取。',
    jp: '認証番号の入力回数を超えました。再度リクエストしてください。',
  },
  TOO_MANY_REQUESTS: {
    ko: '요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.',
    en: 'Too many requests. Please try again in {seconds} seconds.',
    cn: '请求过多，请在{seconds}秒后重试。',
    jp: 'リクエストが多すぎます。{seconds}秒後に再度お試しください。',
  },
  SMS_UNAVAILABLE: {
    ko: '지금은 문자 인증번호를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Text-message codes cannot be sent right now. Please try again later.',
    cn: '目前无法发送短信验证码，请稍后再试。',
    jp: '現在SMS認証番号を送信できません。しばらくしてから再度お試しください。',
  },
  VERIFICATION_INVALID: {
    ko: '본인인증이 만료되었거나 유효하지 않습니다. 다시 인증해 주세요.',
    en: 'The verification has expired or is not valid. Please verify again.',
    cn: '身份验证已过期或无效，请重新验证。',
    jp: '本人認証の有効期限が切れたか無効です。再度認証してください。',
  },
  CURRENT_PASSWORD_WRONG: {
    ko: '현재 비밀번호가 일치하지 않습니다.',
    en: 'The current password is not correct.',
    cn: '当前密码不正确。',
    jp: '現在のパスワードが一致しません。',
  },
  PASSWORD_UNCHANGED: {
    ko: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    en: 'Please choose a password different from the current one.',
    cn: '请输入与当前密码不同的密码。',
    jp: '現在と異なるパスワードを入力してください。',
  },
  FILE_TYPE: {
    ko: 'PDF, JPG, PNG 파일만 첨부할 수 있습니다.',
    en: 'Only PDF, JPG and PNG files can be attached.',
    cn: '只能添加PDF、JPG、PNG文件。',
    jp: 'PDF・JPG・PNGファイルのみ添付できます。',
  },
  FILE_TOO_LARGE: {
    ko: '파일 크기는 최대 {max}MB까지 가능합니다.',
    en: 'Files can be up to {max} MB.',
    cn: '文件大小最多{max}MB。',
    jp: 'ファイルサイズは最大{max}MBまでです。',
  },
  FILES_QUOTA: {
    ko: '회원 한 분의 파일은 모두 합쳐 최대 {max}MB까지 둘 수 있습니다. 다른 파일을 줄여 주세요.',
    en: 'A member can keep up to {max} MB of files in all. Please make another file smaller.',
    cn: '每位会员的文件合计最多{max}MB。请缩小其他文件。',
    jp: '会員お一人のファイルは合計で最大{max}MBまでです。他のファイルを小さくしてください。',
  },
  BODY_UNREADABLE: {
    ko: '보내신 내용을 읽을 수 없습니다. 양식을 다시 보내 주세요.',
    en: 'What was sent could not be read. Please send the form again.',
    cn: '无法读取提交的内容。请重新提交表单。',
    jp: '送信内容を読み取れませんでした。フォームをもう一度送信してください。',
  },
};

/** `{name}` placeholders of localised words filled from `params` (unknown ones are left as they are). */
export function fillMessage(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The localised words of a rule, with its parameters filled in. */
export function validationMessage(rule: RuleCode, locale: Locale = DEFAULT_LOCALE, params: Record<string, string | number> = {}): string {
  return fillMessage(VALIDATION_MESSAGES[rule][locale] ?? VALIDATION_MESSAGES[rule][DEFAULT_LOCALE], params);
}

/** One problem with one field of a form. `field` is a dotted path (`agreements.0.version`). */
export const FieldError = Type.Object({
  field: Type.String(),
  rule: Type.Unsafe<RuleCode>({ type: 'string', enum: [...RULE_CODES] }),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

/**
 * The 400 (and 409/429 where a field is to blame) answer of the member routes: the usual error
 * shape plus a message per field. `message` repeats the first field's message for simple clients.
 */
export const FieldErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  // Optional: a body the parser could not read, or a refusal of no one field, blames no field.
  fields: Type.Optional(Type.Array(FieldError)),
});
export type FieldErrorResponse = Static<typeof FieldErrorResponse>;

/** What a field's rule is when it is empty and when it is filled in wrongly. */
interface FieldRules {
  empty: RuleCode;
  invalid: RuleCode;
}

const DEFAULT_RULES: FieldRules = { empty: 'REQUIRED', invalid: 'INVALID_VALUE' };

/** Field names mean the same thing in every member form, so one table serves them all. */
export const FIELD_RULES: Record<string, FieldRules> = {
  username: { empty: 'REQUIRED', invalid: 'USERNAME_RULE' },
  password: { empty: 'ENTER_PASSWORD', invalid: 'PASSWORD_RULE' },
  newPassword: { empty: 'ENTER_PASSWORD', invalid: 'PASSWORD_RULE' },
  temporaryPassword: { empty: 'ENTER_PASSWORD', invalid: 'PASSWORD_RULE' },
  currentPassword: { empty: 'ENTER_PASSWORD', invalid: 'CURRENT_PASSWORD_WRONG' },
  passwordConfirm: { empty: 'REQUIRED', invalid: 'SAME_PASSWORD' },
  newPasswordConfirm: { empty: 'REQUIRED', invalid: 'SAME_PASSWORD' },
  name: { empty: 'ENTER_NAME', invalid: 'ENTER_NAME' },
  email: { empty: 'ENTER_EMAIL', invalid: 'EMAIL_FORMAT' },
  phone: { empty: 'ENTER_PHONE', invalid: 'DIGITS_ONLY' },
  code: { empty: 'ENTER_CODE', invalid: 'CODE_FORMAT' },
  verificationToken: { empty: 'VERIFY_FIRST', invalid: 'VERIFY_FIRST' },
  country: { empty: 'COUNTRY_RULE', invalid: 'COUNTRY_RULE' },
  agreements: { empty: 'AGREE_REQUIRED_TERMS', invalid: 'AGREE_REQUIRED_TERMS' },
  keyword: { empty: 'ENTER_KEYWORD', invalid: 'INVALID_VALUE' },
  content: { empty: 'ENTER_CONTENT', invalid: 'INVALID_VALUE' },
};

export interface FieldRuleContext {
  /** COMPANY members give "name or institution name". */
  memberType?: string | undefined;
  /** OVERSEAS members give an international number: digits only is not their rule. */
  memberKind?: string | undefined;
}

function rulesOf(field: string, context: FieldRuleContext): FieldRules {
  const top = field.split('.')[0] ?? field;
  if (top === 'phone' && context.memberKind === 'OVERSEAS') return { empty: 'ENTER_PHONE', invalid: 'INTERNATIONAL_PHONE' };
  if (top === 'name' && context.memberType === 'COMPANY') return { empty: 'ENTER_NAME_OR_INSTITUTION', invalid: 'ENTER_NAME_OR_INSTITUTION' };
  return FIELD_RULES[top] ?? DEFAULT_RULES;
}

export const isRuleCode = (value: unknown): value is RuleCode => typeof value === 'string' && (RULE_CODES as readonly string[]).includes(value);

/**
 * The rule a failed schema keyword on `field` stands for, given the field's value: the server's
 * 400s and the member forms' resolver both word their errors through this one table.
 */
export function ruleOfKeyword(field: string, keyword: string, value: unknown, context: FieldRuleContext = {}): RuleCode {
  if (keyword === 'maxLength' || keyword === 'maxItems') return 'MAX_LENGTH';
  const rules = rulesOf(field, context);
  return keyword === 'required' || value === undefined || value === null || value === '' ? rules.empty : rules.invalid;
}

/** A field error for `field` under `rule`, in `locale`. */
export function fieldError(field: string, rule: RuleCode, locale: Locale = DEFAULT_LOCALE, params: Record<string, string | number> = {}): FieldError {
  return { field, rule, message: validationMessage(rule, locale, params) };
}

function valueAt(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Every field problem of `value` against `schema`, one per field (the first found), in the
 * spec's words. Properties the schema does not know are not reported: the server drops them.
 * Each property is checked on its own, since TypeBox stops collecting after a few errors.
 */
export function fieldErrorsOf(schema: TSchema, value: unknown, locale: Locale = DEFAULT_LOCALE, context: FieldRuleContext = {}): FieldError[] {
  const found = new Map<string, FieldError>();
  const add = (path: string[], keyword: string, params: Record<string, unknown>) => {
    const field = path.join('.');
    if (found.has(field)) return;
    const rule = ruleOfKeyword(field, keyword, valueAt(value, path), context);
    found.set(field, fieldError(field, rule, locale, rule === 'MAX_LENGTH' ? { max: Number(params['limit'] ?? 0) } : {}));
  };
  const check = (part: TSchema, partValue: unknown, prefix: string[]) => {
    const properties = (part as { properties?: Record<string, TSchema> }).properties;
    if (properties && partValue !== null && typeof partValue === 'object' && !Array.isArray(partValue)) {
      const required = new Set((part as { required?: string[] }).required ?? []);
      for (const [name, propertySchema] of Object.entries(properties)) {
        const propertyValue = (partValue as Record<string, unknown>)[name];
        if (propertyValue === undefined) {
          if (required.has(name)) add([...prefix, name], 'required', {});
        } else {
          check(propertySchema, propertyValue, [...prefix, name]);
        }
      }
      return;
    }
    for (const error of Value.Errors(part, partValue)) {
      const path = [...prefix, ...error.instancePath.split('/').filter(Boolean).map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'))];
      if (error.keyword === 'additionalProperties' || error.schemaPath.endsWith('/additionalProperties')) continue;
      if (error.keyword === 'required') {
        for (const name of (error.params as { requiredProperties?: string[] }).requiredProperties ?? []) add([...path, name], 'required', {});
        continue;
      }
      add(path, error.keyword, error.params as Record<string, unknown>);
    }
  };
  check(schema, value, []);
  return [...found.values()];
}
