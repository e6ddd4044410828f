// Accessibility sweep of the member area's sign-in, sign-up and recovery pages (see member-sweep.ts).
import t from 'tap';
import { sweepMemberPages } from './member-sweep.ts';

await sweepMemberPages(t, ['cn', 'jp']);
