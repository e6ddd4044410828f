/**
 * Query keys of the applications screens. Everything sits under one root: a decision changes the
 * queue, the calendar's counts and the windows' counts at once, so a write invalidates the root.
 */
const all = ['apply'] as const;
export const applyKeys = {
  all,
  windows: [...all, 'windows'] as const,
  applications: [...all, 'applications'] as const,
  schedule: [...all, 'schedule'] as const,
  blackouts: [...all, 'blackouts'] as const,
  appeals: [...all, 'appeals'] as const,
  trainings: [...all, 'trainings'] as const,
};
