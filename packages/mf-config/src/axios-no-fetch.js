// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds. axios picks
// the first adapter the environment has, in the order ['xhr', 'http', 'fetch']; every browser has
// XMLHttpRequest, so the fetch adapter is never chosen (nothing here sets `adapter`), yet it and the
// stream and multipart helpers only it uses were ~5 KB gzip of every page's first load.
// `getFetch` answers "no fetch adapter here", as axios's own code does where fetch is missing.
export const getFetch = () => false;
export default false;
