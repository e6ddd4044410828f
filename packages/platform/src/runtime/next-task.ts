/**
 * Resolves in a new task, after whatever the browser has queued (input, paint, network events).
 * Start-up code awaits it between its steps so that no single step becomes a long task that blocks
 * input (Total Blocking Time). A message, not a microtask (which would run in the same task) and not
 * a timer: timers in a background tab wait up to a second each, a page opened in one would crawl.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
