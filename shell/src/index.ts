// The shared singletons are eager in the shell (see packages/mf-config), so no async boundary is
// needed before them: the whole start is in the page's first script.
import './bootstrap.tsx';
