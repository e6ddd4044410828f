// Tests read a verification code as the member would: from what the `log` adapter delivered into
// the stack's data folder. The staff's message history masks codes, so it is no place to find one.
import path from 'node:path';
import { LOG_DELIVERIES_FILE, readLogDeliveries } from '../services/admin/src/outbox/adapters.ts';

/** The newest six-digit code delivered to `recipient` that is not in `after`; waits up to 15 s for the outbox. */
export async function codeDeliveredTo(dataDir: string, recipient: string, after: readonly string[] = []): Promise<string> {
  const file = path.join(dataDir, LOG_DELIVERIES_FILE);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const codes = readLogDeliveries(file)
      .filter((message) => message.recipient === recipient)
      .map((message) => /\b([0-9]{6})\b/.exec(`${message.subject ?? ''} ${message.body}`)?.[1]);
    const newest = codes.reverse().find(Boolean);
    if (newest && !after.includes(newest)) return newest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code reached ${recipient}`);
}
