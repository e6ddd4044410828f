/**
 * The CSP for the Module Federation front end. Scripts, manifests and API calls come from this
 * origin, plus the origin of any remote that /remotes.json points elsewhere. Inline styles are
 * allowed because swiper and CSS-in-JS write style attributes; inline scripts are not.
 */
export function contentSecurityPolicy(remoteUrls: readonly string[]) {
  const remoteOrigins = [
    ...new Set(
      remoteUrls.flatMap((url) => {
        try {
          return /^https?:\/\//i.test(url) ? [new URL(url).origin] : [];
        } catch {
          return [];
        }
      }),
    ),
  ];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remoteOrigins],
      connectSrc: ["'self'", ...remoteOrigins],
      styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
      imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
      fontSrc: ["'self'", 'data:', ...remoteOrigins],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}
