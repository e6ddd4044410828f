/**
 * Resolves in a new task, after whatever the browser has queued (input, paint, network events).
 * Start-up code awaits it between its steps so that no single step becomes a long task that blocks
 * input (Total Blocking Time): a setTimeout, not a microtask, which would run in the same task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
