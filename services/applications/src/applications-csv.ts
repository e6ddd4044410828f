// The district's report of applications for a period, as CSV. Only what the report needs: which
// room was used when, by what kind of maker, for what, and how it ended; never a name, username,
// phone number or member id (the report leaves the centre).
import { stringify } from 'csv-stringify/sync';

export interface ApplicationReportRow {
  applicationId: string;
  date: string;
  location: string;
  work: string;
  unit: string;
  memberKind: string;
  memberType: string;
  status: string;
  attendance: string;
  item: string;
  quantity: number | null;
  appliedAt: string;
  decidedAt: string | null;
}

/** Column headings, in Korean first (the district's form) with the English key beside. */
export const APPLICATION_REPORT_COLUMNS: ReadonlyArray<{ key: keyof ApplicationReportRow; header: string }> = [
  { key: 'date', header: '이용일 (date)' },
  { key: 'location', header: '장소 (site)' },
  { key: 'work', header: '작업 구분 (work type)' },
  { key: 'unit', header: '이용 단위 (unit)' },
  { key: 'memberType', header: '회원 유형 (member type)' },
  { key: 'memberKind', header: '회원 구분 (member kind)' },
  { key: 'status', header: '승인 상태 (status)' },
  { key: 'attendance', header: '출석 (attended)' },
  { key: 'item', header: '제작 품목 (item)' },
  { key: 'quantity', header: '수량 (quantity)' },
  { key: 'appliedAt', header: '신청 일시 (applied at)' },
  { key: 'decidedAt', header: '처리 일시 (decided at)' },
  { key: 'applicationId', header: '신청 번호 (application id)' },
];

/** A cell that starts like a formula is read as text by spreadsheets (CSV injection). */
function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** UTF-8 with a byte-order mark, so Excel opens the Korean text as it is. */
export function applicationsCsv(rows: readonly ApplicationReportRow[]): string {
  const body = stringify(
    rows.map((row) => APPLICATION_REPORT_COLUMNS.map(({ key }) => safeCell(row[key]))),
    { header: true, columns: APPLICATION_REPORT_COLUMNS.map(({ header }) => header), record_delimiter: 'windows' },
  );
  return `\uFEFF${body}`;
}
