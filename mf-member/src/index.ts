// Only for running this remote alone in development (the shell loads ./lifecycles instead).
import('./standalone.tsx').catch((error: unknown) => console.error('[mf_member] failed to start', error));
