// What the shell provides to the share scope as `react-router`: the part of it the frontends
// use. A shared module keeps every export it has (another container may ask for any), and
// react-router's root export also carries its framework and server APIs; this module lets
// webpack drop those. `react-router-package` is an alias for the real package (see shared.js),
// so this import is not itself replaced by the shared module.
// react-router-subset.spec.ts fails when a frontend imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-package';
