// @centre/platform — the browser runtime shared by the shell and every remote as one
// Module Federation singleton. Apps import only from here.
export * from './constants.ts';
export { formatDate, formatKoreanPhone } from './format/format.ts';
// A member's number (maybe overseas): `formatPhone` from '@centre/platform/phone', not from here.

export { session, auth, api, login, completeTwoStep, logout, returnPath } from './instance.ts';
export { useSession, useIsLoggedIn } from './session/use-session.ts';
export { SESSION_KEYS, type Session, type SessionStore, type SessionListKey } from './session/session-store.ts';
export { decodeAccessTokenPayload } from './session/jwt.ts';
export { errorMessage, errorResponseOf, statusOf } from './api/errors.ts';
export { downloadFromApi, saveBlob } from './api/download.ts';

export { i18n, initI18n, addTranslations, currentLocale, changeLocale, type Translations, type TranslationSource } from './i18n/i18n.ts';
export { LANGUAGE_SWITCH, htmlLangOf, toLocale } from './i18n/locales.ts';

export { decideRouteAccess, type RouteRequirement, type RouteAccessDecision } from './guard/route-access.ts';
export { RouteGuard } from './guard/RouteGuard.tsx';
export { acceptableReturnPath, createReturnPathMemory, type ReturnPathMemory } from './guard/return-path.ts';
export { navigateTo, goBackOrHome, canGoBackWithinSite } from './runtime/navigation.ts';
export { nextTask } from './runtime/next-task.ts';
export {
  createReactLifecycles,
  type MicroFrontendLifecycles,
  type MicroFrontendProps,
} from './runtime/lifecycles.ts';

export { Button, type ButtonProps } from './ui/Button.tsx';
export { SignInForm, TwoStepCodeForm } from './ui/sign-in.tsx';
export { validateSignIn } from './ui/sign-in-rules.ts';
export { ErrorBoundary } from './ui/ErrorBoundary.tsx';
export { ConfirmDialog, useConfirm, type Question } from './ui/ConfirmDialog.tsx';
export { showPageNotice } from './ui/page-notice.ts';
export { useAsyncData, type AsyncData } from './ui/use-async-data.ts';
export { LoadingState, EmptyState, ErrorState, VisuallyHidden } from './ui/states.tsx';
export { CloseIcon, MenuIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, SiteMapIcon } from './ui/icons.tsx';
export { useLocale } from './i18n/use-locale.ts';
export { AppFrame } from './runtime/AppFrame.tsx';
export { usePageMeta, pageTitleOf, type PageMeta } from './page/use-page-meta.ts';
export { loadSiteSetting, useSiteSetting } from './site/site-setting.ts';
