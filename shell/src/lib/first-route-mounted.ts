// single-spa fires its routing event after the applications for the URL are mounted. Until the
// first one, the page is only chrome: everything further down sits in view for no real reason.
let mounted = false;
const firstRouteMounted = new Promise<void>((resolve) => {
  window.addEventListener('single-spa:routing-event', () => {
    mounted = true;
    resolve();
  }, { once: true });
});

export function whenFirstRouteMounted(): Promise<void> {
  return mounted ? Promise.resolve() : firstRouteMounted;
}
