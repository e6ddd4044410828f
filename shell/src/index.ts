// The async boundary: shared modules (React, the platform…) are negotiated before bootstrap runs.
import('./bootstrap.tsx').catch((error: unknown) => console.error('[shell] failed to start', error));
