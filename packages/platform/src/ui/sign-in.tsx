import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from './states.tsx';

// The sign-in forms, loaded when a page first shows one. The platform is shared whole (a Module
// Federation singleton is never tree-shaken), so whatever its index names is in every page's first
// script; the forms and their styles were ~1.5 KB gzip of it that only the sign-in, password and
// console pages run.
const forms = () => import(/* webpackChunkName: "sign-in-forms" */ './SignInForm.tsx');
const LazySignInForm = lazy(() => forms().then((module) => ({ default: module.SignInForm })));
const LazyTwoStepCodeForm = lazy(() => forms().then((module) => ({ default: module.TwoStepCodeForm })));

/** Username + password sign-in used by the member area and the console; a code after it for two-step sign-in. */
export function SignInForm(props: ComponentProps<typeof LazySignInForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazySignInForm {...props} />
    </Suspense>
  );
}

/** The second step of a two-step sign-in (a code from the authenticator app, or a recovery code). */
export function TwoStepCodeForm(props: ComponentProps<typeof LazyTwoStepCodeForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyTwoStepCodeForm {...props} />
    </Suspense>
  );
}
