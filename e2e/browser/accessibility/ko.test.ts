// Accessibility sweep of every public page in ko (see sweep.ts).
import t from 'tap';
import { sweepPublicRoutes } from './sweep.ts';

await sweepPublicRoutes(t, 'ko');
