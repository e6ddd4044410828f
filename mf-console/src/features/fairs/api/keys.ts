/**
 * Query keys of the fairs screens, under one root: a decision on an application changes the board,
 * a placed meeting changes the report, so a write invalidates the fair's whole branch.
 */
const all = ['fairs'] as const;
export const fairKeys = {
  all,
  list: [...all, 'list'] as const,
  fair: (fair: string) => [...all, 'fair', fair] as const,
  directory: [...all, 'directory'] as const,
};
