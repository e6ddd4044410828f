// What the shared react-router singleton provides: every react-router export the front ends use,
// in all apps together, and nothing else. A shared module is never tree-shaken (another app might
// need any export), and the router's entry also carries its data, server and RSC APIs — 60 KB
// gzip whole, about a third of that for these. Every app provides this same module, so whichever
// loads first serves all of them. packages/mf-config/test/shared-used-exports.test.ts fails when an
// app imports a name missing here. `react-router-whole` is an alias of the package (see index.js):
// under its own name the request is not consumed as the shared module it is providing.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-whole';
