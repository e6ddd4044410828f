import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import type { Root, RootOptions } from 'react-dom/client';
import { nextTask } from './next-task.ts';

/** The props single-spa passes to an application's lifecycles (plus the shell's custom ones). */
export interface MicroFrontendProps {
  name?: string;
  /** The element the app renders into; the shell gives each app its own slot. */
  domElement?: HTMLElement;
}

export interface MicroFrontendLifecycles {
  bootstrap(props: MicroFrontendProps): Promise<void>;
  mount(props: MicroFrontendProps): Promise<void>;
  unmount(props: MicroFrontendProps): Promise<void>;
}

/** Calls `onCommit` once its children are on the page (the first commit of the root). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * single-spa lifecycles around one React root. The remote passes `createRoot` in from its own
 * lifecycles module, so that module stays the only place in a remote that creates a root.
 */
export function createReactLifecycles(options: {
  createRoot: (container: Element, options?: RootOptions) => Root;
  render: (props: MicroFrontendProps) => ReactNode;
  /** Awaited: a remote's translations are loaded before its first mount. */
  onBootstrap?: () => void | Promise<void>;
  fallbackElementId: string;
}): MicroFrontendLifecycles {
  let root: Root | null = null;
  let container: HTMLElement | null = null;

  const resolveContainer = (props: MicroFrontendProps): HTMLElement => {
    if (props.domElement) return props.domElement;
    let element = document.getElementById(options.fallbackElementId);
    if (!element) {
      element = document.createElement('div');
      element.id = options.fallbackElementId;
      document.body.appendChild(element);
    }
    return element;
  };

  return {
    // Each lifecycle starts in a task of its own: loading the remote (its code and shared
    // modules), its bootstrap and its first render would otherwise be one long task.
    async bootstrap() {
      await nextTask();
      await options.onBootstrap?.();
    },
    async mount(props) {
      await nextTask();
      container = resolveContainer(props);
      let committed = () => {};
      const firstCommit = new Promise<void>((resolve) => (committed = resolve));
      root = options.createRoot(container, {
        onRecoverableError: (error) => console.error(`[${options.fallbackElementId}]`, error),
        // An error no boundary caught leaves nothing to commit: the mount is over all the same.
        onUncaughtError: (error) => {
          console.error(`[${options.fallbackElementId}]`, error);
          committed();
        },
      });
      const rendering = root;
      // A transition renders in 5 ms slices, so a page's first render never blocks input for long.
      // The mount resolves once that render is on the page, as a synchronous one would have been:
      // single-spa's routing event (the shell scrolls to a #hash on it) then means "the page is there".
      startTransition(() => rendering.render(createElement(Committed, { onCommit: committed }, options.render(props))));
      await firstCommit;
    },
    async unmount() {
      root?.unmount();
      root = null;
      container?.replaceChildren();
      container = null;
    },
  };
}
