// The console API families of the fairs service (the page registry names them, the calls use them).
export const FAIRS_CONSOLE_PATHS = {
  fairs: '/api/console/fairs',
  matchings: '/api/console/matchings',
  introductions: '/api/console/introductions',
} as const;

const id = (value: string) => encodeURIComponent(value);

export const fairPath = (fair: string) => `${FAIRS_CONSOLE_PATHS.fairs}/${id(fair)}`;
export const exhibitorsPath = (fair: string) => `${fairPath(fair)}/exhibitors`;
export const buyersPath = (fair: string) => `${fairPath(fair)}/buyers`;
export const matchingPath = (meeting: string) => `${FAIRS_CONSOLE_PATHS.matchings}/${id(meeting)}`;
export const verificationPath = (introduction: string) => `${FAIRS_CONSOLE_PATHS.introductions}/${id(introduction)}/verification`;
export const REPORT_PATH = `${FAIRS_CONSOLE_PATHS.matchings}/report`;
export const REPORT_CSV_PATH = `${FAIRS_CONSOLE_PATHS.matchings}/report.csv`;
