// The start runs in steps, each in a task of its own, so that no single long task blocks input
// (Total Blocking Time): the federation runtime and share scope (before this module runs), then the
// largest libraries one by one, then the shell. The libraries are in this script already (eager
// shared singletons, `webpackMode: "eager"`): a step evaluates code, it fetches nothing.
// `nextTask` comes from its own file: importing the platform package would evaluate it right here.
import { nextTask } from '@centre/platform/src/runtime/next-task.ts';

const START_STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'axios'),
  () => import(/* webpackMode: "eager" */ '@centre/platform'),
  () => import(/* webpackMode: "eager" */ './bootstrap.tsx'),
];

for (const step of START_STEPS) {
  await nextTask();
  await step();
}
